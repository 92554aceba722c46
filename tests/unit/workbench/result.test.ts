import { describe, expect, it } from 'vitest';
import { isConsolePath, readResult } from '../../../src/lib/workbench/result';

const PENDING = {
  status: 'pending',
  title: '批量代付已提交，待审核',
  number: { label: '批次号', value: 'B20261125084012001' },
  description: '共 5 笔，合计 23,930.75 元，待另一名操作员审核',
  steps: [
    { label: '查看审核进度', href: '/merchant/batchPayAuditList?batchNo=B20261125084012001' },
    { label: '返回批量代付', href: '/acct/batchPayList' },
  ],
};

describe('readResult', () => {
  it('reads a well-formed result as it is', () => {
    expect(readResult(PENDING)).toEqual(PENDING);
  });

  it.each([
    ['no state', undefined],
    ['null', null],
    ['a text', 'success'],
    ['an unknown status', { ...PENDING, status: 'done' }],
    ['no title', { ...PENDING, title: ' ' }],
  ])('gives nothing for %s', (_case, state) => {
    expect(readResult(state)).toBeUndefined();
  });

  it('drops malformed parts and steps leaving the console', () => {
    expect(
      readResult({
        status: 'failure',
        title: '提交失败',
        number: { label: '批次号', value: '' },
        description: 42,
        steps: [
          { label: '外站', href: 'https://evil.example/' },
          { label: '协议相对', href: '//evil.example/' },
          { label: '脚本', href: 'javascript:alert(1)' },
          { label: '反斜杠', href: '/\\evil.example' },
          { label: '', href: '/acct/batchPayList' },
          { label: '返回批量代付', href: '/acct/batchPayList' },
          'not a step',
        ],
      }),
    ).toEqual({
      status: 'failure',
      title: '提交失败',
      steps: [{ label: '返回批量代付', href: '/acct/batchPayList' }],
    });
  });
});

describe('isConsolePath', () => {
  it.each([
    ['/workbench/todoList', true],
    ['/acct/txnAuditList?txnNo=T1', true],
    ['workbench/todoList', false],
    ['//host/path', false],
    ['https://host/', false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (href, expected) => {
    expect(isConsolePath(href)).toBe(expected);
  });
});
