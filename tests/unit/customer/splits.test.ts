import { describe, expect, it } from 'vitest';
import { type SplitRule, splitAmount, validateSplits } from '../../../src/lib/customer';

const rules = (...ratios: string[]): SplitRule[] =>
  ratios.map((ratio, index) => ({ receiver: `C00${index + 1}`, ratio }));

describe('validateSplits', () => {
  it.each([
    ['no rules', rules()],
    ['100.00 % in all', rules('60', '40.00')],
    ['thirds to 100 %', rules('33.33', '33.33', '33.34')],
    ['0.1 + 0.2 + 99.7 (100.00000000000001 in floats)', rules('0.1', '0.2', '99.7')],
    ['one receiver at 100 %', rules('100')],
    ['the smallest ratio', rules('0.01')],
  ])('accepts %s', (_name, splits) => {
    expect(validateSplits(splits)).toEqual([]);
  });

  const over = (total: string) => ({
    field: ['splits'],
    message: `分账比例合计不能超过100%（当前 ${total}）`,
  });
  const ratioInvalid = (index: number) => ({
    field: ['splits', index, 'ratio'],
    message: '分账比例须大于0且不超过100%，最多2位小数',
  });

  it.each([
    ['100.01 % in all', rules('60', '40.01'), [over('100.01%')]],
    ['101 % in all', rules('50.5', '50.5'), [over('101.00%')]],
    ['a ratio of 0', rules('0'), [ratioInvalid(0)]],
    ['a ratio of 0.005', rules('0.005'), [ratioInvalid(0)]],
    ['one ratio over 100 %', rules('100.01'), [ratioInvalid(0)]],
    ['a negative ratio', rules('10', '-5'), [ratioInvalid(1)]],
    ['a leading zero', rules('05'), [ratioInvalid(0)]],
    ['no ratio', rules(''), [{ field: ['splits', 0, 'ratio'], message: '请输入分账比例' }]],
    [
      'no receiver',
      [{ receiver: '', ratio: '10' }],
      [{ field: ['splits', 0, 'receiver'], message: '请选择分账方' }],
    ],
    [
      'a receiver twice',
      [
        { receiver: 'C001', ratio: '10' },
        { receiver: 'C002', ratio: '10' },
        { receiver: 'C001', ratio: '10' },
      ],
      [{ field: ['splits', 2, 'receiver'], message: '分账方不能重复' }],
    ],
  ])('refuses %s', (_name, splits: SplitRule[], issues) => {
    expect(validateSplits(splits)).toEqual(issues);
  });

  it('names the issues by the form list it is given', () => {
    expect(validateSplits(rules('70', '31'), 'splitRules')).toEqual([
      { field: ['splitRules'], message: '分账比例合计不能超过100%（当前 101.00%）' },
    ]);
  });
});

describe('splitAmount', () => {
  it.each([
    ['60/40 of 1.00 yuan', 100n, rules('60', '40'), [60n, 40n], 0n],
    ['50/50 of one fen: the fen stays with the platform', 1n, rules('50', '50'), [0n, 0n], 1n],
    ['thirds of 100.00 yuan', 10000n, rules('33.33', '33.33'), [3333n, 3333n], 3334n],
    [
      '0.01 % of 99,999,999,999.99 yuan',
      9999999999999n,
      rules('0.01'),
      [999999999n],
      9999000000000n,
    ],
    ['no rules: all to the platform', 12345n, rules(), [], 12345n],
  ])('%s', (_name, amount, splits, parts: bigint[], platformFen) => {
    const result = splitAmount(amount, splits);
    expect(result?.parts.map(({ fen }) => fen)).toEqual(parts);
    expect(result?.platformFen).toBe(platformFen);
    expect(result && result.parts.reduce((sum, { fen }) => sum + fen, result.platformFen)).toBe(
      amount,
    );
  });

  it('shares nothing out under rules that do not pass validateSplits', () => {
    expect(splitAmount(100n, rules('60', '41'))).toBeUndefined();
  });
});
