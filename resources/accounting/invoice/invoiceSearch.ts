import type { Dayjs } from 'dayjs';
import type { InvoiceFilters } from '../../../providers/bill-api';
import { INVOICE_STATUS, isCode } from '../../../src/lib/account';

/** The search form's values (dictionary selects give their item value). */
export interface InvoiceSearchValues {
  invoiceTitle?: string;
  taxNo?: string;
  invoiceStatus?: string;
  period?: readonly [Dayjs | null, Dayjs | null] | null;
}

const DATE = 'YYYY-MM-DD';

/** The InvoiceInquiry filters of a search: texts trimmed, the period as inclusive dates. */
export function invoiceFilters(values: InvoiceSearchValues): InvoiceFilters {
  const [begin, end] = values.period ?? [null, null];
  return {
    invoiceTitle: values.invoiceTitle?.trim() || undefined,
    taxNo: values.taxNo?.trim() || undefined,
    invoiceStatus: isCode(INVOICE_STATUS, values.invoiceStatus) ? values.invoiceStatus : undefined,
    beginDate: begin?.format(DATE),
    endDate: end?.format(DATE),
  };
}
