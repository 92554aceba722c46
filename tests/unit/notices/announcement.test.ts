import { describe, expect, it } from 'vitest';
import {
  dealTargetOf,
  priorityCodeOf,
  publishTimeOf,
} from '../../../src/shell/notices/announcement';

describe('dealTargetOf (spec 2.10 去处理)', () => {
  it.each([
    { openType: 'url', openPage: '/isystem/user', target: '/isystem/user' },
    {
      openType: 'url',
      openPage: '/reconcile/errors?date=2026-03-17',
      target: '/reconcile/errors?date=2026-03-17',
    },
    { openType: 'component', openPage: '/isystem/user', target: undefined },
    { openType: null, openPage: '/isystem/user', target: undefined },
    { openType: 'url', openPage: null, target: undefined },
    { openType: 'url', openPage: '', target: undefined },
    { openType: 'url', openPage: 'https://evil.example.com/', target: undefined },
    { openType: 'url', openPage: '//evil.example.com/x', target: undefined },
    { openType: 'url', openPage: '/\\evil.example.com', target: undefined },
    { openType: 'url', openPage: 'javascript:alert(1)', target: undefined },
    { openType: 'url', openPage: 'isystem/user', target: undefined },
  ])('$openType $openPage → $target', ({ openType, openPage, target }) => {
    expect(dealTargetOf({ titile: 't', openType, openPage })).toBe(target);
  });
});

describe('priorityCodeOf (spec 9)', () => {
  it.each([
    { priority: 'L', code: 'L' },
    { priority: 'M', code: 'M' },
    { priority: 'H', code: 'H' },
    { priority: 'h', code: undefined },
    { priority: '', code: undefined },
    { priority: null, code: undefined },
    { priority: undefined, code: undefined },
  ])('$priority → $code', ({ priority, code }) => {
    expect(priorityCodeOf(priority)).toBe(code);
  });
});

describe('publishTimeOf', () => {
  it.each([
    {
      record: { sendTime: '2026-03-18 09:00:00', createTime: '2026-03-18 08:30:00' },
      time: '2026-03-18 09:00:00',
    },
    { record: { sendTime: null, createTime: '2026-03-18 08:30:00' }, time: '2026-03-18 08:30:00' },
    { record: {}, time: '' },
  ])('$record → $time', ({ record, time }) => {
    expect(publishTimeOf(record)).toBe(time);
  });
});
