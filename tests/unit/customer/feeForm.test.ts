/**
 * The 费率配置 form's request (CusConfigFee: only the chosen mode's fields, yuan with two places)
 * and the preview's figures for a 阶梯 configuration with caps, in exact fen.
 */
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  feeFieldsOf,
  feeFormValues,
  type FeeFormValues,
} from '../../../resources/customer/fee/feeForm';
import { previewLines } from '../../../resources/customer/fee/FeePreview';

const tiered: FeeFormValues = {
  channelCode: 'NUCC',
  productCode: 'QUICK_PAY',
  feeMode: '03',
  rate: '0.38',
  fixedFee: '2',
  minFee: '0.1',
  maxFee: '50',
  tiers: [
    { upTo: '10000', rate: '0.6' },
    { upTo: '100000.5', rate: '0.45' },
    { upTo: '', rate: '0.3' },
  ],
  effectiveDate: dayjs('2030-01-01'),
  splits: [
    { receiver: 'C1', receiverName: '甲公司', namedReceiver: 'C1', ratio: '60' },
    { receiver: 'C9', receiverName: '甲公司', namedReceiver: 'C2', ratio: '40' },
  ],
};

describe('feeFieldsOf', () => {
  it('sends the tiers and caps of 阶梯 only, amounts with two places, the last tier open', () => {
    expect(feeFieldsOf(tiered, 'C202611000123')).toEqual({
      cusCode: 'C202611000123',
      channelCode: 'NUCC',
      productCode: 'QUICK_PAY',
      feeMode: '03',
      rate: null,
      fixedFee: null,
      minFee: '0.10',
      maxFee: '50.00',
      tiers: [
        { upTo: '10000.00', rate: '0.6' },
        { upTo: '100000.50', rate: '0.45' },
        { upTo: null, rate: '0.3' },
      ],
      effectiveDate: '2030-01-01',
      // A receiver picked instead of the named one loses the old name.
      splitRules: [
        { receiverCusCode: 'C1', receiverName: '甲公司', ratio: '60' },
        { receiverCusCode: 'C9', receiverName: null, ratio: '40' },
      ],
    });
  });

  it('sends nothing while channel, product, mode or date is missing', () => {
    expect(feeFieldsOf({ ...tiered, productCode: undefined }, 'C1')).toBeUndefined();
    expect(feeFieldsOf({ ...tiered, effectiveDate: null }, 'C1')).toBeUndefined();
  });

  it('reads a saved configuration back into the form', () => {
    const values = feeFormValues({
      cusCode: 'C1',
      channelCode: 'NUCC',
      productCode: 'QUICK_PAY',
      feeMode: '03',
      rate: null,
      fixedFee: null,
      minFee: '0.10',
      maxFee: '50.00',
      tiers: [{ upTo: null, rate: '0.3000' }],
      effectiveDate: '2026-12-01',
      splitRules: [{ receiverCusCode: 'C1', receiverName: '甲公司', ratio: '100.00' }],
    });
    expect(values.effectiveDate?.format('YYYY-MM-DD')).toBe('2026-12-01');
    expect(values.tiers).toEqual([{ upTo: undefined, rate: '0.3000' }]);
    expect(feeFieldsOf(values, 'C1')?.splitRules).toEqual([
      { receiverCusCode: 'C1', receiverName: '甲公司', ratio: '100.00' },
    ]);
  });
});

describe('previewLines', () => {
  const splits = [{ receiver: 'C1', receiverName: '甲公司', namedReceiver: 'C1', ratio: '60' }];

  it.each([
    // 0.6 % of 10.01 is 6.006 fen → 0.06, raised to the 0.10 minimum.
    ['10.01', '0.10 元', '9.91 元', '5.94 元', '3.97 元'],
    // 0.45 % of 10000.01 is 4500.0045 fen → 45.00 (half up), within the caps.
    ['10000.01', '45.00 元', '9,955.01 元', '5,973.00 元', '3,982.01 元'],
    // 0.3 % of 200000.00 is 600.00, lowered to the 50.00 maximum.
    ['200000.00', '50.00 元', '199,950.00 元', '119,970.00 元', '79,980.00 元'],
  ])('prices %s exactly', (amount, fee, net, part, kept) => {
    const fen = BigInt(amount.replace('.', ''));
    expect(previewLines({ ...tiered, splits }, fen)).toEqual([
      { label: '手续费', value: fee },
      { label: '可分账金额（交易金额 − 手续费）', value: net },
      { label: '甲公司', value: part },
      { label: '客户留存', value: kept },
    ]);
  });

  it('asks for the configuration while it cannot price', () => {
    expect(previewLines({ feeMode: '02' }, 100n)).toBe('请先完善计费方式与费率');
  });
});
