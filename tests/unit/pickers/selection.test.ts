import { describe, expect, it } from 'vitest';
import { chooseRows, toggleRow } from '../../../src/lib/pickers/selection';

interface Row {
  id: string;
  name: string;
}
const keyOf = (row: Row) => row.id;
const zhang = { id: 'u1', name: '张伟' };
const li = { id: 'u2', name: '李娜' };
const wang = { id: 'u3', name: '王芳' };

describe('rows chosen across pages', () => {
  it('keeps rows chosen on another page when the table reports their keys', () => {
    const onPageTwo = chooseRows([zhang], ['u1', 'u3'], [wang], keyOf);

    expect(onPageTwo).toEqual([zhang, wang]);
  });

  it('drops a row whose key the table no longer reports', () => {
    expect(chooseRows([zhang, li], ['u2'], [], keyOf)).toEqual([li]);
  });

  it('skips keys whose row is nowhere to be found', () => {
    expect(chooseRows([], ['u9'], [zhang], keyOf)).toEqual([]);
  });

  it('accepts numeric keys from the table', () => {
    const rows = [{ id: '7', name: '七' }];
    expect(chooseRows([], [7], rows, keyOf)).toEqual(rows);
  });
});

describe('row click', () => {
  it('toggles a row in multiple mode', () => {
    expect(toggleRow([zhang], li, true, keyOf)).toEqual([zhang, li]);
    expect(toggleRow([zhang, li], zhang, true, keyOf)).toEqual([li]);
  });

  it('replaces the choice in single mode and keeps a row clicked twice', () => {
    expect(toggleRow([zhang], li, false, keyOf)).toEqual([li]);
    expect(toggleRow([li], li, false, keyOf)).toEqual([li]);
  });
});
