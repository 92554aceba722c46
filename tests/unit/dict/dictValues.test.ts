import { describe, expect, it } from 'vitest';
import { joinValues, splitValues } from '../../../src/components/DictSelect/dictValues';

describe('multi-value strings (comma by default, or the spliter)', () => {
  it.each([
    [undefined, ',', []],
    [null, ',', []],
    ['', ',', []],
    ['WECHAT', ',', ['WECHAT']],
    ['WECHAT,ALIPAY', ',', ['WECHAT', 'ALIPAY']],
    ['a,b,', ',', ['a', 'b']],
    ['a|b', '|', ['a', 'b']],
  ])('splits %j by %j into %j', (value, spliter, values) => {
    expect(splitValues(value, spliter)).toEqual(values);
  });

  it('joins values, and gives undefined for none', () => {
    expect(joinValues(['WECHAT', 'ALIPAY'])).toBe('WECHAT,ALIPAY');
    expect(joinValues(['a', 'b'], ';')).toBe('a;b');
    expect(joinValues([])).toBeUndefined();
  });
});
