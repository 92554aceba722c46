import { Descriptions, Form } from 'antd';
import { formatYuan } from '../../../src/lib/money';
import type { InvoiceApplyValues } from './invoiceApplyForm';
import { taxOfInput } from './invoiceTax';
import { INVOICE_TEXTS as TEXTS } from './texts';

/** The amount without tax and the tax of what the form holds, computed exactly (invoiceTax.ts). */
export function TaxPreview() {
  const form = Form.useFormInstance<InvoiceApplyValues>();
  const amount = Form.useWatch('amount', form);
  const rate = Form.useWatch('taxRate', form);
  const tax = taxOfInput(amount, rate);
  return (
    <Descriptions size="small" column={2} bordered style={{ marginBottom: 16 }}>
      <Descriptions.Item label={TEXTS.amountExTax}>
        {tax ? formatYuan(tax.amountExTaxFen) : TEXTS.taxPending}
      </Descriptions.Item>
      <Descriptions.Item label={TEXTS.taxAmount}>
        {tax ? formatYuan(tax.taxFen) : TEXTS.taxPending}
      </Descriptions.Item>
    </Descriptions>
  );
}
