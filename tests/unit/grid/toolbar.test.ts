import { describe, expect, it } from 'vitest';
import { toolbarButtons } from '../../../src/lib/grid/toolbar';
import type { PermissionLists } from '../../../src/lib/permissions';

// spec 6: excluded codes are the type '1' prefixed actions enabled in the system list and absent
// from the user's.
const system = (...actions: string[]) =>
  actions.map((action) => ({ action, type: '1', status: '1' }));
const user = (...actions: string[]) => actions.map((action) => ({ action, type: '1' }));

const ALL_GRANTED: PermissionLists = {
  systemAuth: system('order:add', 'order:batch_delete'),
  userAuth: user('order:add,order:batch_delete'),
};
const NO_ADD: PermissionLists = {
  systemAuth: system('order:add', 'order:batch_delete'),
  userAuth: user('order:batch_delete'),
};
const NO_BATCH_DELETE: PermissionLists = {
  systemAuth: system('order:add', 'order:batch_delete'),
  userAuth: user('order:add'),
};
const NONE: PermissionLists = {
  systemAuth: system('order:add', 'order:batch_delete'),
  userAuth: [],
};

type Shown = { add: boolean; remove: boolean; clearSelection: boolean; batchDelete: boolean };
const shown = (
  add: boolean,
  remove: boolean,
  clearSelection: boolean,
  batchDelete: boolean,
): Shown => ({
  add,
  remove,
  clearSelection,
  batchDelete,
});

describe('toolbarButtons (spec 4, 6)', () => {
  it.each([
    ['all granted, no selection', 'order:', 0, ALL_GRANTED, shown(true, false, false, true)],
    ['all granted, with selection', 'order:', 2, ALL_GRANTED, shown(true, true, true, true)],
    ['add excluded', 'order:', 1, NO_ADD, shown(false, true, true, true)],
    [
      'batch_delete excluded hides remove too',
      'order:',
      1,
      NO_BATCH_DELETE,
      shown(true, false, true, false),
    ],
    ['both excluded', 'order:', 1, NONE, shown(false, false, true, false)],
    ['no prefix: nothing excluded', undefined, 1, NONE, shown(true, true, true, true)],
    ['empty prefix: nothing excluded', '', 0, NONE, shown(true, false, false, true)],
    ['another prefix is unaffected', 'user:', 1, NONE, shown(true, true, true, true)],
  ] as const)('%s', (_name, authorityPrefix, selectedCount, lists, expected) => {
    const { excludedCodes: _codes, ...buttons } = toolbarButtons({
      authorityPrefix,
      selectedCount,
      lists,
    });
    expect(buttons).toEqual(expected);
  });

  it('returns the excluded codes after the prefix', () => {
    expect(
      toolbarButtons({ authorityPrefix: 'order:', selectedCount: 0, lists: NONE }).excludedCodes,
    ).toEqual(['add', 'batch_delete']);
  });
});
