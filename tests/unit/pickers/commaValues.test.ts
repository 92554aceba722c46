import { describe, expect, it } from 'vitest';
import {
  inFilter,
  joinPickedValues,
  likeFilter,
  splitPickedValues,
} from '../../../src/lib/pickers/commaValues';

describe('comma-joined picker values', () => {
  it.each([
    { value: undefined, values: [] },
    { value: null, values: [] },
    { value: '', values: [] },
    { value: 'zhangwei', values: ['zhangwei'] },
    { value: 'zhangwei,lina', values: ['zhangwei', 'lina'] },
    // JeecgBoot's trailing comma and stray blanks leave no empty entry.
    { value: 'zhangwei, lina,', values: ['zhangwei', 'lina'] },
    { value: 'lina,lina', values: ['lina'] },
  ])('splits $value', ({ value, values }) => {
    expect(splitPickedValues(value)).toEqual(values);
  });

  it('joins values with commas and nothing else', () => {
    expect(joinPickedValues(['zhangwei', 'lina'])).toBe('zhangwei,lina');
    expect(joinPickedValues([])).toBe('');
  });

  it('looks values up with a trailing comma so the server always builds IN', () => {
    expect(inFilter(['zhangwei'])).toBe('zhangwei,');
    expect(inFilter(['zhangwei', 'lina'])).toBe('zhangwei,lina,');
  });

  it('wraps search text in the LIKE syntax and leaves blank text out', () => {
    expect(likeFilter(' 财务 ')).toBe('*财务*');
    expect(likeFilter('   ')).toBeUndefined();
    expect(likeFilter(undefined)).toBeUndefined();
  });
});
