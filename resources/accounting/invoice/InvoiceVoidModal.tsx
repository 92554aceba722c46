import { Form, Input, Modal, Typography } from 'antd';
import { useEffect } from 'react';
import type { Invoice } from '../../../providers/bill-api';
import { useBillApi } from '../adjust/billApiContext';
import { useSending } from '../../kit/useSending';
import { INVOICE_TEXTS as TEXTS, voidConfirm } from './texts';

/**
 * 作废 (InvoiceVoid) of a 1 已开票 invoice: a confirmation with the reason, required. A refusal keeps
 * the dialog and the reason.
 */
export function InvoiceVoidModal({
  invoice,
  onClose,
  onDone,
}: {
  invoice: Invoice | undefined;
  onClose: () => void;
  onDone: () => void;
}) {
  const api = useBillApi();
  const [form] = Form.useForm<{ reason?: string }>();
  const { sending, run, busy } = useSending();

  useEffect(() => {
    if (invoice) form.resetFields();
  }, [invoice, form]);

  const send = async () => {
    if (!invoice || busy()) return;
    const values = await form.validateFields().catch(() => undefined);
    const reason = values?.reason?.trim();
    if (!reason) return;
    await run(() => api.voidInvoice(invoice.applyNo, reason), onDone);
  };

  return (
    <Modal
      open={invoice !== undefined}
      title={TEXTS.voidTitle}
      okText="作废"
      cancelText="取消"
      okButtonProps={{ danger: true }}
      confirmLoading={sending}
      onOk={() => void send()}
      onCancel={onClose}
    >
      <Typography.Paragraph>
        {invoice ? voidConfirm(invoice.invoiceNo ?? invoice.applyNo, invoice.invoiceTitle) : null}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" name="invoiceVoid">
        <Form.Item
          name="reason"
          label={TEXTS.voidReason}
          rules={[{ required: true, whitespace: true, message: TEXTS.voidReasonRequired }]}
        >
          <Input.TextArea rows={3} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
