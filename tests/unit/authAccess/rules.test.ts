import { describe, expect, it } from 'vitest';
import {
  actionCodes,
  ancestorIds,
  dropOrder,
  grantChanges,
  grantedIds,
  groupLevelText,
  isActionCode,
  isRoleCode,
  isRoutePath,
  moveOrder,
  nextStatus,
  orderChanged,
  statusActionText,
  typeChangeLocked,
  type ResourceNode,
} from '../../../src/lib/authAccess';

const button = (
  resourceId: string,
  parentId: string,
  action: string,
  status = '1',
): ResourceNode => ({
  resourceId,
  parentId,
  resourceType: '2',
  action,
  status,
  children: [],
});
const menu = (
  resourceId: string,
  parentId: string | null,
  children: ResourceNode[],
): ResourceNode => ({
  resourceId,
  parentId,
  resourceType: '1',
  action: null,
  status: '1',
  children,
});

const TREE: ResourceNode[] = [
  menu('A', null, [
    menu('A1', 'A', [
      button('A1a', 'A1', 'agent:add'),
      button('A1b', 'A1', 'agent:edit,agent:view'),
    ]),
    menu('A2', 'A', [button('A2a', 'A2', 'supplier:export', '0')]),
  ]),
  menu('B', null, [menu('B1', 'B', []), menu('B2', 'B', []), menu('B3', 'B', [])]),
];

describe('group levels follow the header rule (spec 6)', () => {
  it.each([
    ['plat_ops', '平台级'],
    ['plat_admin', '平台级'],
    ['org_service', '平台级'],
    ['merchant_admin', '业务级'],
    ['supervision_bank', '业务级'],
    [undefined, '业务级'],
  ])('%s is %s', (type, text) => expect(groupLevelText(type)).toBe(text));

  it.each([
    ['plat_ops', 'merchant_admin', 3, true],
    ['plat_ops', 'org_ops', 3, false],
    ['merchant_admin', 'org_ops', 1, true],
    ['plat_ops', 'merchant_admin', 0, false],
    [undefined, 'plat_ops', 5, false],
  ] as const)('%s → %s with %i users: locked %s', (before, after, users, locked) =>
    expect(typeChangeLocked(before, after, users)).toBe(locked),
  );
});

describe('reordering stays among one parent’s children', () => {
  it.each([
    ['B2', -1, ['B2', 'B1', 'B3']],
    ['B2', 1, ['B1', 'B3', 'B2']],
    ['A', 1, ['B', 'A']],
  ] as const)('%s moved %i', (id, delta, ids) =>
    expect(moveOrder(TREE, id, delta)?.resourceIds).toEqual(ids),
  );

  it.each([
    ['B1', -1],
    ['B3', 1],
    ['B', 1],
    ['nope', 1],
    ['B2', 0],
  ] as const)('%s moved %i: nothing', (id, delta) =>
    expect(moveOrder(TREE, id, delta)).toBeUndefined(),
  );

  it.each([
    ['B3', 'B1', 'before', ['B3', 'B1', 'B2']],
    ['B1', 'B3', 'after', ['B2', 'B3', 'B1']],
    ['B1', 'B2', 'before', ['B1', 'B2', 'B3']],
    ['A', 'B', 'after', ['B', 'A']],
  ] as const)('%s dropped %s… %s', (drag, drop, place, ids) => {
    const result = dropOrder(TREE, drag, drop, place);
    expect(result).toEqual({
      ok: true,
      order: { parentId: TREE.find((n) => n.resourceId === drag) ? null : 'B', resourceIds: ids },
    });
  });

  it('a drop under another parent is refused with the reason', () => {
    expect(dropOrder(TREE, 'A1a', 'B1', 'after')).toEqual({
      ok: false,
      reason: '只能在同一上级资源内调整顺序',
    });
    expect(dropOrder(TREE, 'A1', 'A1', 'after')).toBeUndefined();
  });

  it('a drop back into place changes nothing', () => {
    const result = dropOrder(TREE, 'B1', 'B2', 'before');
    expect(result?.ok && orderChanged(TREE, result.order)).toBe(false);
    const moved = moveOrder(TREE, 'B1', 1);
    expect(moved && orderChanged(TREE, moved)).toBe(true);
  });
});

describe('the tree as spec 6’s lists', () => {
  it('enabled codes, comma separated ones split; the disabled ones apart', () => {
    expect(actionCodes(TREE)).toEqual(['agent:add', 'agent:edit', 'agent:view']);
    expect(actionCodes(TREE, '0')).toEqual(['supplier:export']);
  });

  it.each([
    ['1', '0', '停用'],
    ['0', '1', '启用'],
  ])('status %s: %s by %s', (status, next, label) => {
    expect(nextStatus(status)).toBe(next);
    expect(statusActionText(status)).toBe(label);
  });
});

describe('a grant brings the menus above its buttons', () => {
  it('ancestors, top first', () => expect(ancestorIds(TREE, 'A1b')).toEqual(['A', 'A1']));

  it.each([
    [['A1b'], ['A', 'A1', 'A1b']],
    [
      ['A2a', 'A1a'],
      ['A', 'A1', 'A1a', 'A2', 'A2a'],
    ],
    [['B'], ['B']],
    [[], []],
  ])('%j sends %j', (checked, ids) => expect(grantedIds(TREE, checked)).toEqual(ids));

  it('what a save adds and removes', () =>
    expect(grantChanges(['A', 'A1', 'A1a'], ['A', 'A1', 'A1b'])).toEqual({
      added: ['A1b'],
      removed: ['A1a'],
    }));
});

describe('form rules (spec 5.1)', () => {
  it.each([
    ['/auth/roleList', true],
    ['/agent', true],
    ['auth/roleList', false],
    ['/auth/ role', false],
    ['', false],
  ])('route %s: %s', (text, ok) => expect(isRoutePath(text)).toBe(ok));

  it.each([
    ['role:grant', true],
    ['agent:edit,agent:view', true],
    ['acct:batchpay', true],
    ['role', false],
    ['Role:grant', false],
    ['role:', false],
    ['role:grant,', false],
  ])('action %s: %s', (text, ok) => expect(isActionCode(text)).toBe(ok));

  it.each([
    ['plat_operator', true],
    ['a1', true],
    ['1abc', false],
    ['Plat', false],
    ['a', false],
    ['role-x', false],
  ])('role code %s: %s', (text, ok) => expect(isRoleCode(text)).toBe(ok));
});
