import { describe, expect, it } from 'vitest';
import {
  DIST_BUTTON,
  DIST_STATUS,
  auditTrail,
  distActions,
  nextDistStatus,
} from '../../../src/lib/distribution';

const S = DIST_STATUS;
const actions = (status: string, submitter: string | null, viewer: string | undefined) =>
  distActions({ status, submitter }, viewer).map((view) => view.action);

describe('distActions (maker–checker)', () => {
  it.each([
    [S.pending, 'zhoulin', 'admin', ['pass', 'reject']],
    [S.pending, 'admin', 'admin', ['cancel']],
    [S.pending, null, 'admin', []],
    [S.pending, 'zhoulin', undefined, []],
    [S.processing, 'zhoulin', 'admin', []],
    [S.succeeded, 'zhoulin', 'admin', []],
    [S.partlySucceeded, 'admin', 'admin', []],
    [S.failed, 'zhoulin', 'admin', []],
    [S.rejected, 'admin', 'admin', []],
    [S.cancelled, 'admin', 'admin', []],
    ['99', 'zhoulin', 'admin', []],
  ])('%s submitted by %s, viewed by %s: %j', (status, submitter, viewer, expected) => {
    expect(actions(status, submitter, viewer)).toEqual(expected);
  });

  it('reject needs a reason; each action has its button code', () => {
    const views = distActions({ status: S.pending, submitter: 'zhoulin' }, 'admin');
    expect(views.map((view) => [view.label, view.needsReason, view.permission])).toEqual([
      ['审核通过', false, DIST_BUTTON.audit],
      ['驳回', true, DIST_BUTTON.audit],
    ]);
    const [own] = distActions({ status: S.pending, submitter: 'admin' }, 'admin');
    expect([own?.label, own?.permission]).toEqual(['撤销', DIST_BUTTON.cancel]);
  });

  it.each([
    [S.pending, 'pass', S.processing],
    [S.pending, 'reject', S.rejected],
    [S.pending, 'cancel', S.cancelled],
    [S.processing, 'succeed', S.succeeded],
    [S.processing, 'succeedPartly', S.partlySucceeded],
    [S.processing, 'fail', S.failed],
    [S.processing, 'pass', undefined],
    [S.rejected, 'cancel', undefined],
    [S.pending, 'succeed', undefined],
  ] as const)('%s →(%s) %s', (from, action, to) => {
    expect(nextDistStatus(from, action)).toBe(to);
  });
});

describe('auditTrail', () => {
  const base = {
    submitter: 'zhoulin',
    submitterName: '周琳',
    submitTime: '2026-11-27 09:30:15',
    auditor: 'admin',
    auditorName: '系统管理员',
    auditTime: '2026-11-27 10:02:11',
    auditRemark: '已核对',
  };
  const submit = { kind: 'submit', who: '周琳', time: '2026-11-27 09:30:15' };
  const audit = { who: '系统管理员', time: '2026-11-27 10:02:11', remark: '已核对' };

  it.each([
    [S.pending, [submit]],
    [S.processing, [submit, { kind: 'pass', ...audit }]],
    [S.succeeded, [submit, { kind: 'pass', ...audit }, { kind: 'outcome', status: S.succeeded }]],
    [
      S.partlySucceeded,
      [submit, { kind: 'pass', ...audit }, { kind: 'outcome', status: S.partlySucceeded }],
    ],
    [S.failed, [submit, { kind: 'pass', ...audit }, { kind: 'outcome', status: S.failed }]],
    [S.rejected, [submit, { kind: 'reject', ...audit }]],
    [S.cancelled, [submit, { kind: 'cancel', who: '周琳' }]],
  ])('%s: %j', (distStatus, steps) => {
    expect(auditTrail({ ...base, distStatus })).toEqual(steps);
  });

  it('falls back to the username and leaves out what the server did not send', () => {
    expect(
      auditTrail({
        distStatus: S.rejected,
        submitter: 'zhoulin',
        auditor: 'admin',
        auditRemark: '',
      }),
    ).toEqual([
      { kind: 'submit', who: 'zhoulin', time: undefined },
      { kind: 'reject', who: 'admin', time: undefined, remark: undefined },
    ]);
  });
});
