import { describe, expect, it } from 'vitest';
import { SEX_OPTIONS, sexText } from '../../../src/lib/pickers/userText';

describe('sex text (spec 2.10: 1 男, 2 女)', () => {
  it.each([
    { sex: 1, text: '男' },
    { sex: '1', text: '男' },
    { sex: 2, text: '女' },
    { sex: '2', text: '女' },
    { sex: 0, text: '0' },
    { sex: null, text: '' },
    { sex: undefined, text: '' },
  ])('$sex reads $text', ({ sex, text }) => {
    expect(sexText(sex)).toBe(text);
  });

  it('offers both sexes as filter options with their codes', () => {
    expect(SEX_OPTIONS).toEqual([
      { value: 1, label: '男' },
      { value: 2, label: '女' },
    ]);
  });
});
