import { describe, expect, it } from 'vitest';
import { CLICK_TOO_FAST } from '../../../src/lib/messages';
import {
  indexOfId,
  isTemporaryId,
  rowById,
  TEMPORARY_ID_PREFIX,
} from '../../../src/lib/grid/rowIds';
import {
  canRemove,
  getAllValues,
  getCellError,
  getDeletedIds,
  getNewRows,
  getSelectedRows,
  insertClickGuard,
  removeConfirmText,
  selectAllState,
} from '../../../src/lib/grid/rowQueries';
import { createGridRowsState, gridRowsReducer } from '../../../src/lib/grid/rowState';
import type { GridRow, GridRowsAction, GridRowsState } from '../../../src/lib/grid/rowState';
import { radioCellValueOnClick } from '../../../src/lib/grid/selection';
import type { SelectionMode } from '../../../src/lib/grid/selection';
import { buildUpdateMessage, parseSyncMessage, rowsToApply } from '../../../src/lib/grid/sync';
import { validateRows } from '../../../src/lib/grid/validation';

const persisted = (...ids: string[]): GridRow[] =>
  ids.map((id, i) => ({ id, name: `name-${id}`, orderNum: i + 1 }));

const stateOf = (ids: string[], selectionMode: SelectionMode = 'checkbox'): GridRowsState =>
  createGridRowsState({ rows: persisted(...ids), selectionMode });

const run = (state: GridRowsState, ...actions: GridRowsAction[]): GridRowsState =>
  actions.reduce(gridRowsReducer, state);

const ids = (state: GridRowsState): unknown[] => state.rows.map((row) => row.id);
const orderNums = (state: GridRowsState): unknown[] => state.rows.map((row) => row.orderNum);
const expectNumberedFromOne = (state: GridRowsState): void => {
  expect(orderNums(state)).toEqual(state.rows.map((_, i) => i + 1));
};
const temp = (n: number): string => `${TEMPORARY_ID_PREFIX}${n}`;

describe('createGridRowsState (spec 3 grid row, spec 9 defaults)', () => {
  it('defaults to row key id, drag key orderNum, no selection, nothing tracked', () => {
    const state = createGridRowsState();
    expect(state).toMatchObject({ rows: [], rowKey: 'id', orderField: 'orderNum' });
    expect(state.selectionMode).toBe('none');
    expect(getDeletedIds(state)).toEqual([]);
    expect(state.selectedIds.size).toBe(0);
  });

  it('gives rows without a row key a temporary id, so they are new rows', () => {
    const rows = [{ id: 'a' }, { name: 'x' }, { id: '', name: 'y' }];
    const state = createGridRowsState({ rows });
    expect(state.rows[0]).toBe(rows[0]);
    expect(ids(state)).toEqual(['a', temp(1), temp(2)]);
    expect(getNewRows(state)).toHaveLength(2);
  });

  it('honours a configured row key and order field', () => {
    const state = createGridRowsState({
      rows: [{ code: 'a' }, { code: 'b' }],
      rowKey: 'code',
      orderField: 'sort',
    });
    const next = gridRowsReducer(state, { type: 'moveDown', id: 'a' });
    expect(next.rows).toEqual([
      { code: 'b', sort: 1 },
      { code: 'a', sort: 2 },
    ]);
  });
});

describe('isTemporaryId', () => {
  it.each([
    [temp(1), true],
    [`${TEMPORARY_ID_PREFIX}x`, true],
    ['1', false],
    [1, false],
    [undefined, false],
  ])('%s → %s', (id, expected) => {
    expect(isTemporaryId(id)).toBe(expected);
  });
});

describe('load', () => {
  it('replaces the rows and resets deleted ids, selection and errors, keeping row identity', () => {
    const dirty = run(
      stateOf(['a', 'b']),
      { type: 'select', ids: ['a'] },
      { type: 'setErrors', errors: [{ rowId: 'a', columnKey: 'name', message: 'x' }] },
      { type: 'remove', ids: ['b'] },
    );
    const rows = persisted('c', 'd');
    const next = gridRowsReducer(dirty, { type: 'load', rows });
    expect(next.rows[0]).toBe(rows[0]);
    expect(ids(next)).toEqual(['c', 'd']);
    expect(getDeletedIds(next)).toEqual([]);
    expect(next.selectedIds.size).toBe(0);
    expect(next.errors.size).toBe(0);
  });

  it('never reuses a temporary id handed out before', () => {
    const inserted = gridRowsReducer(stateOf([]), { type: 'insert' });
    const next = run(inserted, { type: 'load', rows: [] }, { type: 'insert' });
    expect(ids(next)).toEqual([temp(2)]);
  });
});

describe('insert (spec 4: position 0 = the very bottom, 1 … row count = before that row)', () => {
  it.each([
    { position: undefined, count: undefined, expected: ['a', 'b', 'c', temp(1)] },
    { position: 0, count: 2, expected: ['a', 'b', 'c', temp(1), temp(2)] },
    { position: 1, count: 1, expected: [temp(1), 'a', 'b', 'c'] },
    { position: 2, count: 2, expected: ['a', temp(1), temp(2), 'b', 'c'] },
    { position: 3, count: 1, expected: ['a', 'b', temp(1), 'c'] },
    { position: 4, count: 1, expected: ['a', 'b', 'c', temp(1)] },
    { position: -1, count: 1, expected: ['a', 'b', 'c', temp(1)] },
    { position: 1.5, count: 1, expected: ['a', 'b', 'c', temp(1)] },
    { position: 1, count: 0, expected: [temp(1), 'a', 'b', 'c'] },
    { position: 1, count: Number.NaN, expected: [temp(1), 'a', 'b', 'c'] },
  ])('position $position, count $count → $expected', ({ position, count, expected }) => {
    const next = gridRowsReducer(stateOf(['a', 'b', 'c']), {
      type: 'insert',
      ...(position === undefined ? {} : { position }),
      ...(count === undefined ? {} : { count }),
    });
    expect(ids(next)).toEqual(expected);
    expectNumberedFromOne(next);
  });

  it('inserts into an empty grid', () => {
    const next = gridRowsReducer(createGridRowsState(), { type: 'insert', position: 1 });
    expect(next.rows).toEqual([{ id: temp(1), orderNum: 1 }]);
  });

  it('fills column defaults, then the given values, and never takes an id from them', () => {
    const next = gridRowsReducer(stateOf([]), {
      type: 'insert',
      count: 2,
      columns: [{ key: 'status', defaultValue: '1' }, { key: 'name' }],
      rows: [{ id: 'forged', name: '张三' }],
    });
    expect(next.rows).toEqual([
      { id: temp(1), status: '1', name: '张三', orderNum: 1 },
      { id: temp(2), status: '1', orderNum: 2 },
    ]);
  });

  it('adds one row per given value row even when count is smaller', () => {
    const next = gridRowsReducer(stateOf([]), {
      type: 'insert',
      count: 1,
      rows: [{ name: 'x' }, { name: 'y' }],
    });
    expect(ids(next)).toEqual([temp(1), temp(2)]);
  });
});

describe('insertBelow', () => {
  it.each([
    { id: 'a', expected: ['a', temp(1), 'b', 'c'] },
    { id: 'c', expected: ['a', 'b', 'c', temp(1)] },
  ])('below $id → $expected', ({ id, expected }) => {
    const next = gridRowsReducer(stateOf(['a', 'b', 'c']), { type: 'insertBelow', id });
    expect(ids(next)).toEqual(expected);
    expectNumberedFromOne(next);
  });

  it('ignores an unknown row', () => {
    const state = stateOf(['a']);
    expect(gridRowsReducer(state, { type: 'insertBelow', id: 'zz' })).toBe(state);
  });
});

describe('remove (spec 4: inserted rows tracked separately, removed ones as deleted)', () => {
  it.each([
    { remove: ['b'], rows: ['a', 'c', temp(1)], deleted: ['b'] },
    { remove: ['a', 'c'], rows: ['b', temp(1)], deleted: ['a', 'c'] },
    { remove: [temp(1)], rows: ['a', 'b', 'c'], deleted: [] },
    { remove: [temp(1), 'a'], rows: ['b', 'c'], deleted: ['a'] },
  ])('removing $remove leaves $rows, deleted $deleted', ({ remove, rows, deleted }) => {
    const withNew = gridRowsReducer(stateOf(['a', 'b', 'c']), { type: 'insert' });
    const next = gridRowsReducer(withNew, { type: 'remove', ids: remove });
    expect(ids(next)).toEqual(rows);
    expect(getDeletedIds(next)).toEqual(deleted);
    expectNumberedFromOne(next);
  });

  it('keeps numeric server ids as given and matches them by their string form', () => {
    const state = createGridRowsState({ rows: [{ id: 7 }, { id: 8 }] });
    const next = gridRowsReducer(state, { type: 'remove', ids: ['7'] });
    expect(getDeletedIds(next)).toEqual([7]);
  });

  it('prunes the selection and the errors of removed rows', () => {
    const next = run(
      stateOf(['a', 'b', 'c']),
      { type: 'select', ids: ['a', 'b'] },
      {
        type: 'setErrors',
        errors: [
          { rowId: 'a', columnKey: 'name', message: 'x' },
          { rowId: 'b', columnKey: 'name', message: 'y' },
        ],
      },
      { type: 'remove', ids: ['a'] },
    );
    expect([...next.selectedIds]).toEqual(['b']);
    expect(getCellError(next, 'a', 'name')).toBeUndefined();
    expect(getCellError(next, 'b', 'name')).toBe('y');
  });

  it('returns the same state when no id matches', () => {
    const state = stateOf(['a']);
    expect(gridRowsReducer(state, { type: 'remove', ids: ['zz'] })).toBe(state);
  });
});

describe('moveUp / moveDown / move (spec 4 move and drag)', () => {
  it.each<{ action: GridRowsAction; expected: string[] }>([
    { action: { type: 'moveUp', id: 'b' }, expected: ['b', 'a', 'c', 'd'] },
    { action: { type: 'moveDown', id: 'b' }, expected: ['a', 'c', 'b', 'd'] },
    { action: { type: 'move', from: 0, to: 3 }, expected: ['b', 'c', 'd', 'a'] },
    { action: { type: 'move', from: 3, to: 1 }, expected: ['a', 'd', 'b', 'c'] },
  ])('$action → $expected', ({ action, expected }) => {
    const next = gridRowsReducer(stateOf(['a', 'b', 'c', 'd']), action);
    expect(ids(next)).toEqual(expected);
    expectNumberedFromOne(next);
  });

  it.each<GridRowsAction>([
    { type: 'moveUp', id: 'a' },
    { type: 'moveDown', id: 'd' },
    { type: 'moveUp', id: 'zz' },
    { type: 'move', from: 1, to: 1 },
    { type: 'move', from: 0, to: 4 },
    { type: 'move', from: -1, to: 0 },
  ])('%o changes nothing', (action) => {
    const state = stateOf(['a', 'b', 'c', 'd']);
    expect(gridRowsReducer(state, action)).toBe(state);
  });

  it('renumbers rows whose order number was off before the move', () => {
    const state = createGridRowsState({
      rows: [{ id: 'a', orderNum: 5 }, { id: 'b', orderNum: 9 }, { id: 'c' }],
    });
    const next = gridRowsReducer(state, { type: 'moveDown', id: 'a' });
    expect(next.rows).toEqual([
      { id: 'b', orderNum: 1 },
      { id: 'a', orderNum: 2 },
      { id: 'c', orderNum: 3 },
    ]);
  });
});

describe('identity of untouched rows (100k rows: no copies of rows that did not change)', () => {
  const state = stateOf(['a', 'b', 'c', 'd', 'e']);
  it.each<{ action: GridRowsAction; kept: string[] }>([
    { action: { type: 'moveDown', id: 'b' }, kept: ['a', 'd', 'e'] },
    { action: { type: 'move', from: 3, to: 1 }, kept: ['a', 'e'] },
    { action: { type: 'insert', position: 4 }, kept: ['a', 'b', 'c'] },
    { action: { type: 'insertBelow', id: 'e' }, kept: ['a', 'b', 'c', 'd', 'e'] },
    { action: { type: 'remove', ids: ['d'] }, kept: ['a', 'b', 'c'] },
    {
      action: { type: 'setValues', values: [{ id: 'c', values: { name: 'x' } }] },
      kept: ['a', 'b', 'd', 'e'],
    },
  ])('$action keeps $kept', ({ action, kept }) => {
    const next = gridRowsReducer(state, action);
    const before = new Map(state.rows.map((row) => [row.id, row]));
    for (const row of next.rows) {
      expect(row === before.get(row.id)).toBe(kept.includes(row.id as string));
    }
  });
});

describe('setValues (setValues API, realtime sync)', () => {
  it('patches cells of known rows and ignores unknown ids, the row key and the order field', () => {
    const state = stateOf(['a', 'b']);
    const next = gridRowsReducer(state, {
      type: 'setValues',
      values: [
        { id: 'b', values: { name: '李四', id: 'other', orderNum: 9, age: 3 } },
        { id: 'zz', values: { name: 'x' } },
      ],
    });
    expect(next.rows).toEqual([
      { id: 'a', name: 'name-a', orderNum: 1 },
      { id: 'b', name: '李四', orderNum: 2, age: 3 },
    ]);
  });

  it('ignores a __proto__ key parsed from JSON', () => {
    const values = JSON.parse('{"__proto__": {"polluted": true}, "name": "x"}') as GridRow;
    const next = gridRowsReducer(stateOf(['a']), {
      type: 'setValues',
      values: [{ id: 'a', values }],
    });
    expect(Object.getPrototypeOf(next.rows[0])).toBe(Object.prototype);
    expect(next.rows[0]).toEqual({ id: 'a', name: 'x', orderNum: 1 });
  });

  it('takes the patches of another client from the sync socket (spec 4 realtime sync)', () => {
    const frame = buildUpdateMessage({
      caseId: 'other',
      row: { id: 'b', values: { name: '王五' } },
    });
    const message = parseSyncMessage(frame);
    const patches = message ? rowsToApply(message, 'mine') : [];
    const next = gridRowsReducer(stateOf(['a', 'b']), { type: 'setValues', values: patches });
    expect(next.rows[1]).toEqual({ id: 'b', name: '王五', orderNum: 2 });
  });

  it('applies several patches of one row in order', () => {
    const next = gridRowsReducer(stateOf(['a']), {
      type: 'setValues',
      values: [
        { id: 'a', values: { name: 'x', age: 1 } },
        { id: 'a', values: { name: 'y' } },
      ],
    });
    expect(next.rows[0]).toEqual({ id: 'a', name: 'y', age: 1, orderNum: 1 });
  });

  it.each([[[{ id: 'a', values: { name: 'name-a' } }]], [[{ id: 'zz', values: { name: 'x' } }]]])(
    'returns the same state when nothing changes (%o)',
    (values) => {
      const state = stateOf(['a']);
      expect(gridRowsReducer(state, { type: 'setValues', values })).toBe(state);
    },
  );
});

describe('selection (spec 4: radio one, checkbox many, indeterminate select-all)', () => {
  it.each<{ mode: SelectionMode; actions: GridRowsAction[]; selected: string[] }>([
    {
      mode: 'checkbox',
      actions: [{ type: 'select', ids: ['a', 'c', 'zz'] }],
      selected: ['a', 'c'],
    },
    { mode: 'radio', actions: [{ type: 'select', ids: ['a', 'c'] }], selected: ['c'] },
    { mode: 'none', actions: [{ type: 'select', ids: ['a'] }], selected: [] },
    {
      mode: 'checkbox',
      actions: [
        { type: 'toggle', id: 'a' },
        { type: 'toggle', id: 'b' },
      ],
      selected: ['a', 'b'],
    },
    {
      mode: 'checkbox',
      actions: [
        { type: 'toggle', id: 'a' },
        { type: 'toggle', id: 'a' },
      ],
      selected: [],
    },
    { mode: 'checkbox', actions: [{ type: 'toggle', id: 'zz' }], selected: [] },
    {
      mode: 'radio',
      actions: [
        { type: 'toggle', id: 'a' },
        { type: 'toggle', id: 'b' },
      ],
      selected: ['b'],
    },
    {
      mode: 'radio',
      actions: [
        { type: 'toggle', id: 'a' },
        { type: 'toggle', id: 'a' },
      ],
      selected: ['a'],
    },
    {
      mode: 'radio',
      actions: [
        { type: 'toggle', id: 'a' },
        { type: 'toggle', id: 'a', allowClear: true },
      ],
      selected: [],
    },
    { mode: 'checkbox', actions: [{ type: 'selectAll' }], selected: ['a', 'b', 'c'] },
    {
      mode: 'checkbox',
      actions: [{ type: 'selectAll' }, { type: 'selectAll', checked: false }],
      selected: [],
    },
    { mode: 'radio', actions: [{ type: 'selectAll' }], selected: [] },
    {
      mode: 'checkbox',
      actions: [{ type: 'selectAll' }, { type: 'clearSelection' }],
      selected: [],
    },
  ])('$mode: $actions → $selected', ({ mode, actions, selected }) => {
    const next = run(stateOf(['a', 'b', 'c'], mode), ...actions);
    expect([...next.selectedIds].sort()).toEqual(selected);
    expect(getSelectedRows(next).map((row) => row.id)).toEqual(selected);
    expect(canRemove(next)).toBe(selected.length > 0);
  });

  it.each<{ selected: string[]; rows: string[]; expected: string }>([
    { selected: [], rows: ['a', 'b'], expected: 'none' },
    { selected: ['a'], rows: ['a', 'b'], expected: 'some' },
    { selected: ['a', 'b'], rows: ['a', 'b'], expected: 'all' },
    { selected: [], rows: [], expected: 'none' },
  ])('select-all state of $selected among $rows is $expected', ({ selected, rows, expected }) => {
    const next = gridRowsReducer(stateOf(rows), { type: 'select', ids: selected });
    expect(selectAllState(next)).toBe(expected);
  });

  it('returns rows selected in grid order, not click order', () => {
    const next = run(
      stateOf(['a', 'b', 'c']),
      { type: 'toggle', id: 'c' },
      { type: 'toggle', id: 'a' },
    );
    expect(getSelectedRows(next).map((row) => row.id)).toEqual(['a', 'c']);
  });

  it('leaves the state alone when clearing an empty selection', () => {
    const state = stateOf(['a']);
    expect(gridRowsReducer(state, { type: 'clearSelection' })).toBe(state);
  });
});

describe('radioCellValueOnClick (spec 4: re-click clears only with allowClear)', () => {
  it.each([
    { current: undefined, clicked: '1', allowClear: false, expected: '1' },
    { current: '1', clicked: '2', allowClear: false, expected: '2' },
    { current: '1', clicked: '1', allowClear: false, expected: '1' },
    { current: '1', clicked: '1', allowClear: true, expected: undefined },
  ])(
    '$current, click $clicked, allowClear $allowClear → $expected',
    ({ current, clicked, allowClear, expected }) => {
      expect(radioCellValueOnClick(current, clicked, allowClear)).toBe(expected);
    },
  );
});

describe('setErrors / clearErrors (per-cell validation results, spec 5.3)', () => {
  const errors = [
    { rowId: 'a', columnKey: 'name', message: '名称不能为空' },
    { rowId: 'a', columnKey: 'age', message: '年龄格式不正确' },
    { rowId: 'b', columnKey: 'name', message: '名称不能重复' },
    { rowId: 'zz', columnKey: 'name', message: 'ignored' },
  ];
  const withErrors = gridRowsReducer(stateOf(['a', 'b']), { type: 'setErrors', errors });

  it('stores errors by row and column, ignoring unknown rows', () => {
    expect(getCellError(withErrors, 'a', 'age')).toBe('年龄格式不正确');
    expect(getCellError(withErrors, 'b', 'name')).toBe('名称不能重复');
    expect(withErrors.errors.has('zz')).toBe(false);
  });

  it('stores the list of the grid validation (spec 5.3 validateRows)', async () => {
    const state = gridRowsReducer(stateOf(['a', 'b']), {
      type: 'setValues',
      values: [{ id: 'b', values: { name: '' } }],
    });
    const { list } = await validateRows(state.rows, [
      { key: 'name', title: '名称', validateRules: [{ required: true }] },
    ]);
    const next = gridRowsReducer(state, { type: 'setErrors', errors: list, replace: true });
    expect(getCellError(next, 'b', 'name')).toBe('名称不能为空');
    expect(getCellError(next, 'a', 'name')).toBeUndefined();
  });

  it('merges by default and replaces with replace', () => {
    const extra = [{ rowId: 'b', columnKey: 'age', message: 'x' }];
    const merged = gridRowsReducer(withErrors, { type: 'setErrors', errors: extra });
    const replaced = gridRowsReducer(withErrors, {
      type: 'setErrors',
      errors: extra,
      replace: true,
    });
    expect(getCellError(merged, 'a', 'name')).toBe('名称不能为空');
    expect(getCellError(replaced, 'a', 'name')).toBeUndefined();
    expect(getCellError(replaced, 'b', 'age')).toBe('x');
    expect(getCellError(withErrors, 'b', 'age')).toBeUndefined();
  });

  it.each<{ rowIds?: string[]; columnKeys?: string[]; left: string[] }>([
    { left: [] },
    { rowIds: ['a'], left: ['b.name'] },
    { columnKeys: ['name'], left: ['a.age'] },
    { rowIds: ['a'], columnKeys: ['name'], left: ['a.age', 'b.name'] },
  ])(
    'clearErrors rows $rowIds columns $columnKeys leaves $left',
    ({ rowIds, columnKeys, left }) => {
      const next = gridRowsReducer(withErrors, {
        type: 'clearErrors',
        ...(rowIds ? { rowIds } : {}),
        ...(columnKeys ? { columnKeys } : {}),
      });
      const cells = [...next.errors].flatMap(([id, byColumn]) =>
        [...byColumn.keys()].map((c) => `${id}.${c}`),
      );
      expect(cells.sort()).toEqual(left);
    },
  );
});

describe('getAllValues / getNewRows (spec 3: new rows carry no id when exported)', () => {
  const state = gridRowsReducer(stateOf(['a']), {
    type: 'insert',
    columns: [{ key: 'name', defaultValue: '新' }],
  });

  it('returns the rows as they are without forExport', () => {
    expect(getAllValues(state)).toBe(state.rows);
  });

  it('drops the temporary id of new rows for export and keeps persisted rows as they are', () => {
    const exported = getAllValues(state, { forExport: true });
    expect(exported).toEqual([
      { id: 'a', name: 'name-a', orderNum: 1 },
      { name: '新', orderNum: 2 },
    ]);
    expect(exported[0]).toBe(state.rows[0]);
  });

  it('lists the new rows with their temporary ids', () => {
    expect(getNewRows(state)).toEqual([{ id: temp(1), name: '新', orderNum: 2 }]);
  });
});

describe('insertClickGuard (spec 4, 9: a second insert within 1500 ms is rejected)', () => {
  it.each([
    { last: undefined, now: 0, rejected: false },
    { last: 10_000, now: 10_000, rejected: true },
    { last: 10_000, now: 11_499, rejected: true },
    { last: 10_000, now: 11_500, rejected: false },
    { last: 10_000, now: 20_000, rejected: false },
  ])('last $last, now $now → rejected $rejected', ({ last, now, rejected }) => {
    expect(insertClickGuard(last, now)).toBe(rejected);
  });

  it('has the spec 8.2 message for the rejection', () => {
    expect(CLICK_TOO_FAST).toBe('你点击的太快了，请慢点点击!');
  });
});

describe('removeConfirmText (spec 4)', () => {
  it.each([
    [1, '确定要删除这 1 项吗?'],
    [12, '确定要删除这 12 项吗?'],
  ])('%i → %s', (count, text) => {
    expect(removeConfirmText(count)).toBe(text);
  });
});

describe('100,000 rows (issue 6 performance): load, insert, move stay correct', () => {
  it('loads, inserts at the top, drags, removes and exports', () => {
    const n = 100_000;
    const rows = Array.from({ length: n }, (_, i) => ({
      id: String(i + 1),
      orderNum: i + 1,
      c: i,
    }));
    let state = createGridRowsState({ rows, selectionMode: 'checkbox' });
    state = gridRowsReducer(state, { type: 'insert', position: 1, count: 2 });
    expect(state.rows).toHaveLength(n + 2);
    expect(ids(state).slice(0, 3)).toEqual([temp(1), temp(2), '1']);
    expect(state.rows[2]).not.toBe(rows[0]);

    state = gridRowsReducer(state, { type: 'move', from: n + 1, to: 0 });
    expect(ids(state).slice(0, 3)).toEqual([String(n), temp(1), temp(2)]);
    expect(state.rows.at(-1)?.id).toBe(String(n - 1));

    state = run(state, { type: 'selectAll' }, { type: 'remove', ids: [temp(1), '5'] });
    expect(state.rows).toHaveLength(n);
    expect(getDeletedIds(state)).toEqual(['5']);
    expect(selectAllState(state)).toBe('all');
    expectNumberedFromOne(state);
    expect(getAllValues(state, { forExport: true })[1]).toEqual({ orderNum: 2 });
  });
});

describe('indexOfId and rowById (lookups by id, kept right across actions)', () => {
  const start = createGridRowsState({
    rows: [
      { id: 1, name: 'a' },
      { id: 'b', name: 'b' },
      { id: 'c', name: 'c' },
    ],
  });

  it('finds rows by id given as number or text, and -1 / undefined for others', () => {
    expect(indexOfId(start, '1')).toBe(0);
    expect(indexOfId(start, 'c')).toBe(2);
    expect(indexOfId(start, 'zz')).toBe(-1);
    expect(rowById(start, 'b')).toMatchObject({ name: 'b' });
    expect(rowById(start, 'zz')).toBeUndefined();
  });

  it('follows edits, moves, inserts and removes', () => {
    const actions: GridRowsAction[] = [
      { type: 'setValues', values: [{ id: 'b', values: { name: 'B' } }] },
      { type: 'move', from: 0, to: 2 },
      { type: 'insert', position: 1 },
      { type: 'remove', ids: ['c'] },
    ];
    const end = actions.reduce(gridRowsReducer, start);

    expect(end.rows.map((row) => row.name)).toEqual([undefined, 'B', 'a']);
    expect(indexOfId(end, 'b')).toBe(1);
    expect(indexOfId(end, 1)).toBe(2);
    expect(indexOfId(end, 'c')).toBe(-1);
    expect(rowById(end, 'b')).toMatchObject({ name: 'B', orderNum: 2 });
  });
});
