import { describe, expect, it } from 'vitest';
import {
  SUBMCH_CODES,
  allowedSubMchActions,
  nextSubMchStatus,
  subMchActions,
  type SubMchAction,
} from '../../../src/lib/submch';

// submch_status: 00 待审核, 01 已启用, 02 已停用, 03 已驳回 (cap.yaml SubMchStatusModify).
describe('subMchActions', () => {
  it.each([
    [
      '00 待审核',
      '00',
      [
        ['编辑', '00'],
        ['启用', '01'],
      ],
    ],
    [
      '01 已启用',
      '01',
      [
        ['编辑', '01'],
        ['停用', '02'],
      ],
    ],
    ['02 已停用', '02', [['启用', '01']]],
    ['03 已驳回', '03', [['编辑', '00']]],
    ['an unknown status', '99', []],
    ['no status', undefined, []],
  ])('%s offers %j', (_name, status, expected) => {
    expect(subMchActions(status).map(({ label, next }) => [label, next])).toEqual(expected);
  });

  it.each([
    ['edit', SUBMCH_CODES.edit],
    ['enable', SUBMCH_CODES.enable],
    ['disable', SUBMCH_CODES.disable],
  ] as const)('%s is behind %s', (action, code) => {
    const all = ['00', '01', '02', '03'].flatMap((status) => subMchActions(status));
    for (const view of all.filter((item) => item.action === action)) expect(view.code).toBe(code);
  });
});

describe('allowedSubMchActions', () => {
  it.each<[readonly string[], string, string[]]>([
    [[SUBMCH_CODES.edit, SUBMCH_CODES.enable, SUBMCH_CODES.disable], '01', ['编辑', '停用']],
    [[SUBMCH_CODES.edit], '01', ['编辑']],
    [[SUBMCH_CODES.disable], '01', ['停用']],
    [[SUBMCH_CODES.disable], '02', []],
    [[SUBMCH_CODES.enable], '02', ['启用']],
    [[], '00', []],
  ])('with %j, status %s shows %j', (codes, status, expected) => {
    const allowed = (code: string) => codes.includes(code);
    expect(allowedSubMchActions(status, allowed).map((view) => view.label)).toEqual(expected);
  });
});

describe('nextSubMchStatus', () => {
  it.each<[string, SubMchAction, string | undefined]>([
    ['00', 'enable', '01'],
    ['00', 'disable', undefined],
    ['01', 'disable', '02'],
    ['01', 'enable', undefined],
    ['02', 'enable', '01'],
    ['02', 'disable', undefined],
    ['02', 'edit', undefined],
    ['03', 'edit', '00'],
    ['03', 'enable', undefined],
    ['xx', 'edit', undefined],
  ])('%s →(%s) %s', (status, action, next) => {
    expect(nextSubMchStatus(status, action)).toBe(next);
  });
});
