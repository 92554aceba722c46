import { Form, Input, Modal } from 'antd';
import type { Invoice } from '../../../providers/bill-api';
import { FileUpload } from '../../../src/components/FileUpload';
import { splitPaths } from '../../../src/components/FileUpload/uploadList';
import { useBillApi } from '../adjust/billApiContext';
import { useSending } from '../../kit/useSending';
import { INVOICE_TEXTS as TEXTS } from './texts';

interface MakeValues {
  invoiceNo?: string;
  invoiceCode?: string;
  /** FileUpload's value: the stored path of the PDF. */
  filePath?: string;
}

/**
 * 开票 (InvoiceMake) of a 0 待开票 application: invoice number, invoice code and the PDF. A refusal
 * keeps the dialog and what was typed and uploaded.
 */
export function InvoiceMakeModal({
  invoice,
  onClose,
  onDone,
}: {
  invoice: Invoice | undefined;
  onClose: () => void;
  onDone: () => void;
}) {
  const api = useBillApi();
  const [form] = Form.useForm<MakeValues>();
  const { sending, run, busy } = useSending();

  const save = async () => {
    if (!invoice || busy()) return;
    const values = await form.validateFields().catch(() => undefined);
    const [filePath] = splitPaths(values?.filePath);
    const invoiceNo = values?.invoiceNo?.trim();
    const invoiceCode = values?.invoiceCode?.trim();
    if (!filePath || !invoiceNo || !invoiceCode) return;
    await run(
      () => api.makeInvoice({ applyNo: invoice.applyNo, invoiceNo, invoiceCode, filePath }),
      onDone,
    );
  };

  return (
    <Modal
      open={invoice !== undefined}
      title={`${TEXTS.makeTitle}：${invoice?.invoiceTitle ?? ''}`}
      okText="确定"
      cancelText="取消"
      confirmLoading={sending}
      destroyOnHidden
      onOk={() => void save()}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" name="invoiceMake" preserve={false}>
        <Form.Item
          name="invoiceNo"
          label={TEXTS.invoiceNo}
          rules={[{ required: true, whitespace: true, message: TEXTS.invoiceNoRequired }]}
        >
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item
          name="invoiceCode"
          label={TEXTS.invoiceCode}
          rules={[{ required: true, whitespace: true, message: TEXTS.invoiceCodeRequired }]}
        >
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item
          name="filePath"
          label={TEXTS.pdf}
          rules={[{ required: true, message: TEXTS.pdfRequired }]}
        >
          <FileUpload
            target="cos"
            bizPath="bill/invoice"
            maxCount={1}
            accept=".pdf,application/pdf"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
