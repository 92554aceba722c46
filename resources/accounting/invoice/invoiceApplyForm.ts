import type { Dayjs } from 'dayjs';
import type { InvoiceApplyInput } from '../../../providers/bill-api';
import { INVOICE_TYPE, isCode } from '../../../src/lib/account';
import { parseYuan, toYuanString } from '../../../src/lib/money';
import { parseTaxRate, taxRateString } from './invoiceTax';

/** The 申请开票 form's values. */
export interface InvoiceApplyValues {
  cusCode?: string;
  invoiceTitle?: string;
  taxNo?: string;
  invoiceType?: string;
  amount?: string;
  taxRate?: string;
  period?: readonly [Dayjs | null, Dayjs | null] | null;
  email?: string;
  remark?: string;
}

const DATE = 'YYYY-MM-DD';

/** What InvoiceApply sends for valid values; undefined while any required value is missing. */
export function invoiceApplyInput(values: InvoiceApplyValues): InvoiceApplyInput | undefined {
  const fen = parseYuan(values.amount);
  const rate = parseTaxRate(values.taxRate);
  const [begin, end] = values.period ?? [null, null];
  const { cusCode, invoiceTitle, taxNo, invoiceType } = values;
  if (!cusCode || !invoiceTitle?.trim() || !taxNo?.trim() || !begin || !end) return undefined;
  if (!isCode(INVOICE_TYPE, invoiceType) || fen === undefined || rate === undefined) {
    return undefined;
  }
  const email = values.email?.trim();
  const remark = values.remark?.trim();
  return {
    cusCode,
    invoiceTitle: invoiceTitle.trim(),
    taxNo: taxNo.trim(),
    invoiceType,
    amount: toYuanString(fen),
    taxRate: taxRateString(rate),
    periodBegin: begin.format(DATE),
    periodEnd: end.format(DATE),
    ...(email ? { email } : {}),
    ...(remark ? { remark } : {}),
  };
}
