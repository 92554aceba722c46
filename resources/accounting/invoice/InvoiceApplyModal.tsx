import { Col, DatePicker, Form, Input, Modal, Row } from 'antd';
import { DictSelect } from '../../../src/components/DictSelect';
import { ACCOUNT_DICT } from '../../../src/lib/account';
import { amountRule } from '../../../src/lib/money';
import { CustomerPicker } from '../../customer/customer/CustomerPicker';
import { useBillApi } from '../adjust/billApiContext';
import { useSending } from '../../kit/useSending';
import { invoiceApplyInput, type InvoiceApplyValues } from './invoiceApplyForm';
import { parseTaxRate } from './invoiceTax';
import { TaxPreview } from './TaxPreview';
import { INVOICE_TEXTS as TEXTS, TAX_NO_PATTERN } from './texts';

const HALF = { xs: 24, sm: 12 } as const;

/**
 * 申请开票 (InvoiceApply): customer, title, taxpayer number, type, tax-inclusive amount (spec 5.1),
 * tax rate and service period, with the tax shown as the server will compute it. A refusal keeps
 * the dialog and everything typed.
 */
export function InvoiceApplyModal({
  open,
  onClose,
  onSaved,
}: {
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const api = useBillApi();
  const [form] = Form.useForm<InvoiceApplyValues>();
  const { sending, run, busy } = useSending();

  const save = async () => {
    if (busy()) return;
    const values = await form.validateFields().catch(() => undefined);
    const input = values ? invoiceApplyInput(values) : undefined;
    if (!input) return;
    await run(() => api.applyInvoice(input), onSaved);
  };

  return (
    <Modal
      open={open}
      title={TEXTS.applyTitle}
      okText="提交"
      cancelText="取消"
      confirmLoading={sending}
      destroyOnHidden
      width={720}
      onOk={() => void save()}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" name="invoiceApply" preserve={false}>
        <Row gutter={16}>
          <Col {...HALF}>
            <Form.Item
              name="cusCode"
              label={TEXTS.customer}
              rules={[{ required: true, message: TEXTS.customerRequired }]}
            >
              <CustomerPicker cusStatus="02" />
            </Form.Item>
          </Col>
          <Col {...HALF}>
            <Form.Item
              name="invoiceType"
              label={TEXTS.invoiceType}
              rules={[{ required: true, message: TEXTS.invoiceTypeRequired }]}
            >
              <DictSelect dictCode={ACCOUNT_DICT.invoiceType} />
            </Form.Item>
          </Col>
          <Col {...HALF}>
            <Form.Item
              name="invoiceTitle"
              label={TEXTS.invoiceTitle}
              rules={[{ required: true, whitespace: true, message: TEXTS.invoiceTitleRequired }]}
            >
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col {...HALF}>
            <Form.Item
              name="taxNo"
              label={TEXTS.taxNo}
              rules={[
                { required: true, whitespace: true, message: TEXTS.taxNoRequired },
                { pattern: TAX_NO_PATTERN, message: TEXTS.taxNoInvalid },
              ]}
            >
              <Input maxLength={20} />
            </Form.Item>
          </Col>
          <Col {...HALF}>
            <Form.Item
              name="amount"
              label={TEXTS.amount}
              rules={[{ required: true, message: TEXTS.amountRequired }, amountRule()]}
            >
              <Input inputMode="decimal" placeholder="单位：元" />
            </Form.Item>
          </Col>
          <Col {...HALF}>
            <Form.Item
              name="taxRate"
              label={TEXTS.taxRate}
              rules={[
                { required: true, message: TEXTS.taxRateRequired },
                {
                  validator: (_, value: string | undefined) =>
                    !value || parseTaxRate(value)
                      ? Promise.resolve()
                      : Promise.reject(new Error(TEXTS.taxRateInvalid)),
                },
              ]}
            >
              <Input inputMode="decimal" placeholder="如 6 或 6.00" />
            </Form.Item>
          </Col>
        </Row>
        <TaxPreview />
        <Row gutter={16}>
          <Col {...HALF}>
            <Form.Item
              name="period"
              label={TEXTS.period}
              rules={[{ required: true, message: TEXTS.periodRequired }]}
            >
              <DatePicker.RangePicker
                placeholder={['开始日期', '结束日期']}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
          <Col {...HALF}>
            <Form.Item
              name="email"
              label={TEXTS.email}
              rules={[{ type: 'email', message: TEXTS.emailInvalid }]}
            >
              <Input />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="remark" label={TEXTS.remark}>
          <Input.TextArea rows={2} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
