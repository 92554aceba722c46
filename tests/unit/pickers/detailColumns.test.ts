import { describe, expect, it } from 'vitest';
import { detailColumns } from '../../../src/lib/pickers/detailColumns';

describe('detail list columns (spec 9: at most 4, 3 by default)', () => {
  it.each([
    { requested: undefined, columns: 3 },
    { requested: Number.NaN, columns: 3 },
    { requested: 1, columns: 1 },
    { requested: 2, columns: 2 },
    { requested: 4, columns: 4 },
    { requested: 6, columns: 4 },
    { requested: 0, columns: 1 },
    { requested: 2.7, columns: 2 },
  ])('$requested asked gives $columns', ({ requested, columns }) => {
    expect(detailColumns(requested)).toBe(columns);
  });
});
