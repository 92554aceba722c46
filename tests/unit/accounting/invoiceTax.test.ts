/**
 * 发票's tax (cap.yaml InvoiceApply: amountExTax = amount ÷ (1 + rate) to the fen, half up; tax =
 * amount − amountExTax) in integer fen, and the InvoiceApply body of the form's values.
 */
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  invoiceApplyInput,
  type InvoiceApplyValues,
} from '../../../resources/accounting/invoice/invoiceApplyForm';
import { parseTaxRate, taxOfInput } from '../../../resources/accounting/invoice/invoiceTax';
import { formatYuan } from '../../../src/lib/money';

describe('invoice tax', () => {
  it.each([
    ['10600.00', '6.00', '10,000.00', '600.00'],
    ['100', '13', '88.50', '11.50'], // 88.4955… rounds up
    ['33.33', '9', '30.58', '2.75'], // 30.5779…
    ['1.00', '3', '0.97', '0.03'],
    ['0.01', '6', '0.01', '0.00'],
    ['0.30', '0', '0.30', '0.00'],
    ['0.10', '100', '0.05', '0.05'], // exactly half a fen: half up
    ['99999999999.99', '6.5', '93,896,713,615.01', '6,103,286,384.98'],
  ])('%s yuan at %s %% is %s without tax and %s tax', (amount, rate, exTax, tax) => {
    const split = taxOfInput(amount, rate);
    expect(split && formatYuan(split.amountExTaxFen)).toBe(exTax);
    expect(split && formatYuan(split.taxFen)).toBe(tax);
  });

  it.each(['', '6.001', '-1', '100.01', '06', 'abc'])('refuses the rate %j', (rate) => {
    expect(parseTaxRate(rate)).toBeUndefined();
    expect(taxOfInput('100.00', rate)).toBeUndefined();
  });

  it('builds the InvoiceApply body with the rate at two places and inclusive dates', () => {
    const values: InvoiceApplyValues = {
      cusCode: 'C202611000123',
      invoiceTitle: ' 杭州云栖便利店有限公司 ',
      taxNo: '91330106MA2H3Y8K4L',
      invoiceType: '3',
      amount: '10600',
      taxRate: '6',
      period: [dayjs('2026-10-01'), dayjs('2026-10-31')],
      email: '',
      remark: '10月支付服务费',
    };
    expect(invoiceApplyInput(values)).toEqual({
      cusCode: 'C202611000123',
      invoiceTitle: '杭州云栖便利店有限公司',
      taxNo: '91330106MA2H3Y8K4L',
      invoiceType: '3',
      amount: '10600.00',
      taxRate: '6.00',
      periodBegin: '2026-10-01',
      periodEnd: '2026-10-31',
      remark: '10月支付服务费',
    });
    expect(invoiceApplyInput({ ...values, invoiceType: '9' })).toBeUndefined();
  });
});
