import { describe, expect, it } from 'vitest';
import { computeFee, type FeeConfig, validateFeeConfig } from '../../../src/lib/customer';
import { formatYuan, parseYuan } from '../../../src/lib/money';

const TIERS = [
  { upTo: '1000.00', rate: '0.60' },
  { upTo: '10000.00', rate: '0.50' },
  { upTo: '', rate: '0.38' },
];

// Fees in fen, half up to the fen; amounts as typed.
describe('computeFee', () => {
  it.each([
    [
      '01 按笔固定: the fixed fee whatever the amount',
      { feeMode: '01', fixedFee: '2.00' },
      '100000.00',
      '2.00',
    ],
    ['02 按比例: 0.38 % of 100.00', { feeMode: '02', rate: '0.38' }, '100.00', '0.38'],
    ['02: 0.5016 fen rounds up to 0.01', { feeMode: '02', rate: '0.3800' }, '1.32', '0.01'],
    ['02: exactly half a fen rounds up', { feeMode: '02', rate: '0.5' }, '1.00', '0.01'],
    ['02: under half a fen rounds down', { feeMode: '02', rate: '0.5' }, '0.99', '0.00'],
    ['02: 74.55 fen → 0.75', { feeMode: '02', rate: '0.6' }, '124.25', '0.75'],
    ['02: raised to minFee', { feeMode: '02', rate: '0.38', minFee: '5.00' }, '100.00', '5.00'],
    [
      '02: lowered to maxFee',
      { feeMode: '02', rate: '0.38', minFee: '0.01', maxFee: '20.00' },
      '1000000.00',
      '20.00',
    ],
    [
      '02: between the limits',
      { feeMode: '02', rate: '0.38', minFee: '0.01', maxFee: '20.00' },
      '1000.00',
      '3.80',
    ],
    ['02: at the top amount', { feeMode: '02', rate: '0.38' }, '99999999999.99', '380,000,000.00'],
    ['03 阶梯: on a tier limit, that tier', { feeMode: '03', tiers: TIERS }, '1000.00', '6.00'],
    ['03: one fen above, the next tier', { feeMode: '03', tiers: TIERS }, '1000.01', '5.00'],
    // Whole-amount: progressive would give 6.00 + 45.00 + 38.00 = 89.00.
    ['03: whole-amount, not progressive', { feeMode: '03', tiers: TIERS }, '20000.00', '76.00'],
    // cap.yaml CusConfigFee: the tier's rate "applies to the whole amount, then the caps".
    [
      '03: raised to minFee (0.60 % of 1.00 is 0.01)',
      { feeMode: '03', tiers: TIERS, minFee: '0.10', maxFee: '50.00' },
      '1.00',
      '0.10',
    ],
    [
      '03: lowered to maxFee (0.38 % of 20000.00 is 76.00)',
      { feeMode: '03', tiers: TIERS, minFee: '0.10', maxFee: '50.00' },
      '20000.00',
      '50.00',
    ],
  ])('%s', (_name, config: FeeConfig, amount, fee) => {
    const fen = computeFee(config, parseYuan(amount) ?? -1n);
    expect(fen === undefined ? undefined : formatYuan(fen)).toBe(fee);
  });

  it.each([
    ['no mode', { rate: '0.38' }],
    ['an unknown mode', { feeMode: '04', rate: '0.38' }],
    ['01 without a fixed fee', { feeMode: '01' }],
    ['02 without a rate', { feeMode: '02' }],
    ['02 above 100 %', { feeMode: '02', rate: '100.0001' }],
    ['02 with a bad minFee', { feeMode: '02', rate: '0.38', minFee: 'abc' }],
    ['03 above every limit', { feeMode: '03', tiers: [{ upTo: '10.00', rate: '1' }] }],
    ['03 with a bad limit', { feeMode: '03', tiers: [{ upTo: '1.005', rate: '1' }] }],
    ['03 with a bad maxFee', { feeMode: '03', tiers: TIERS, maxFee: '1.005' }],
    ['03 without tiers', { feeMode: '03' }],
  ])('prices nothing with %s', (_name, config: FeeConfig) => {
    expect(computeFee(config, 10000n)).toBeUndefined();
  });
});

const TODAY = '2026-11-25';
const base = { effectiveDate: TODAY };

describe('validateFeeConfig', () => {
  it.each([
    ['01 with a fixed fee', { ...base, feeMode: '01', fixedFee: '2.00' }],
    ['02 at 0 %', { ...base, feeMode: '02', rate: '0' }],
    ['02 at 100.0000 %', { ...base, feeMode: '02', rate: '100.0000' }],
    [
      '02 with minFee equal to maxFee',
      { ...base, feeMode: '02', rate: '0.38', minFee: '1.00', maxFee: '1.00' },
    ],
    ['03 ascending, last tier open', { ...base, feeMode: '03', tiers: TIERS }],
    [
      '03 with every tier bounded',
      { ...base, feeMode: '03', tiers: [{ upTo: '10.00', rate: '1' }] },
    ],
    [
      'an effective date in the future',
      { feeMode: '01', fixedFee: '1.00', effectiveDate: '2027-01-01' },
    ],
  ])('accepts %s', (_name, config: FeeConfig) => {
    expect(validateFeeConfig(config, TODAY)).toEqual([]);
  });

  it.each([
    ['no mode', { ...base }, ['feeMode'], '请选择计费方式'],
    [
      '01 without a fixed fee',
      { ...base, feeMode: '01', fixedFee: '' },
      ['fixedFee'],
      '请输入固定手续费',
    ],
    [
      '01 with 3 decimals',
      { ...base, feeMode: '01', fixedFee: '2.005' },
      ['fixedFee'],
      '请输入正确的金额',
    ],
    ['02 without a rate', { ...base, feeMode: '02' }, ['rate'], '请输入费率'],
    [
      '02 at 100.0001 %',
      { ...base, feeMode: '02', rate: '100.0001' },
      ['rate'],
      '费率须为0-100之间的百分比，最多4位小数',
    ],
    [
      '02 with 5 decimals',
      { ...base, feeMode: '02', rate: '0.38005' },
      ['rate'],
      '费率须为0-100之间的百分比，最多4位小数',
    ],
    [
      '02 negative',
      { ...base, feeMode: '02', rate: '-1' },
      ['rate'],
      '费率须为0-100之间的百分比，最多4位小数',
    ],
    [
      '02 minFee above maxFee',
      { ...base, feeMode: '02', rate: '0.38', minFee: '20.00', maxFee: '0.01' },
      ['minFee'],
      '最低手续费不能大于最高手续费',
    ],
    [
      '02 a bad maxFee',
      { ...base, feeMode: '02', rate: '0.38', maxFee: '0' },
      ['maxFee'],
      '请输入正确的金额',
    ],
    [
      '03 without tiers',
      { ...base, feeMode: '03', tiers: [] },
      ['tiers'],
      '请至少设置一档阶梯费率',
    ],
    [
      '03 descending limits',
      {
        ...base,
        feeMode: '03',
        tiers: [
          { upTo: '100.00', rate: '1' },
          { upTo: '50.00', rate: '1' },
        ],
      },
      ['tiers', 1, 'upTo'],
      '阶梯金额上限须逐档递增',
    ],
    [
      '03 equal limits',
      {
        ...base,
        feeMode: '03',
        tiers: [
          { upTo: '100.00', rate: '1' },
          { upTo: '100', rate: '1' },
        ],
      },
      ['tiers', 1, 'upTo'],
      '阶梯金额上限须逐档递增',
    ],
    [
      '03 an open tier before the last',
      {
        ...base,
        feeMode: '03',
        tiers: [
          { upTo: '', rate: '1' },
          { upTo: '100.00', rate: '1' },
        ],
      },
      ['tiers', 0, 'upTo'],
      '除最后一档外，每档都须填写金额上限',
    ],
    [
      '03 minFee above maxFee',
      { ...base, feeMode: '03', tiers: TIERS, minFee: '50.00', maxFee: '0.10' },
      ['minFee'],
      '最低手续费不能大于最高手续费',
    ],
    [
      '03 a tier rate above 100 %',
      { ...base, feeMode: '03', tiers: [{ upTo: '', rate: '101' }] },
      ['tiers', 0, 'rate'],
      '费率须为0-100之间的百分比，最多4位小数',
    ],
    ['no effective date', { feeMode: '01', fixedFee: '1.00' }, ['effectiveDate'], '请选择生效日期'],
    [
      'yesterday',
      { feeMode: '01', fixedFee: '1.00', effectiveDate: '2026-11-24' },
      ['effectiveDate'],
      '生效日期不能早于今天',
    ],
  ])('refuses %s', (_name, config: FeeConfig, field, message) => {
    expect(validateFeeConfig(config, TODAY)).toEqual([{ field, message }]);
  });
});
