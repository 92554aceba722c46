import { UploadOutlined } from '@ant-design/icons';
import { Button, Form, Modal, Typography, Upload } from 'antd';
import { useRef, useState } from 'react';
import type { BatchPay } from '../../../providers/batch-pay-api';
import { isExcelFile } from '../../../src/components/ImportExcelDialog/importFiles';
import { useFeedback } from '../../kit/useFeedback';
import { AccountPicker } from '../account/AccountPicker';
import { useBatchPayApi } from './batchApiContext';
import { BATCH_TEXTS as TEXTS } from './texts';

interface ImportValues {
  acctNo?: string;
}

/**
 * 新建批量代付: the paying account (searched by number or customer name) and the Excel file (spec 5.4: .xls / .xlsx only), sent to
 * BatchPayUpload, whose server parses the rows into a 00 待提交 batch (the contract's way; the
 * sys ImportExcelDialog posts to /sys import paths only). A refusal (not the template, a frozen
 * account) keeps the dialog, the account and the file.
 */
export function ImportBatchDialog({
  open,
  onImported,
  onClose,
}: {
  open: boolean;
  onImported: (batch: BatchPay | undefined) => void;
  onClose: () => void;
}) {
  const api = useBatchPayApi();
  const feedback = useFeedback();
  const [form] = Form.useForm<ImportValues>();
  const [file, setFile] = useState<File>();
  const [uploading, setUploading] = useState(false);
  const sending = useRef(false);

  const close = () => {
    setFile(undefined);
    onClose();
  };

  const start = async () => {
    const values = await form.validateFields().catch(() => undefined);
    const acctNo = values?.acctNo?.trim();
    if (!acctNo) return;
    if (!file) {
      feedback.warn(TEXTS.pickFileRequired);
      return;
    }
    if (sending.current) return;
    sending.current = true;
    setUploading(true);
    const outcome = await api.upload(file, acctNo);
    sending.current = false;
    setUploading(false);
    feedback.outcome(outcome);
    if (!outcome.ok) return;
    setFile(undefined);
    onImported(outcome.batch);
  };

  return (
    <Modal
      open={open}
      title={TEXTS.importTitle}
      okText={TEXTS.startUpload}
      cancelText="关闭"
      confirmLoading={uploading}
      destroyOnHidden
      onOk={() => void start()}
      onCancel={close}
    >
      <Typography.Paragraph type="secondary">{TEXTS.importHint}</Typography.Paragraph>
      <Form form={form} layout="vertical" name="batchPayImport" preserve={false}>
        <Form.Item
          name="acctNo"
          label={TEXTS.payingAccount}
          rules={[{ required: true, message: TEXTS.payingAccountRequired }]}
        >
          <AccountPicker />
        </Form.Item>
        <Upload
          accept=".xls,.xlsx"
          maxCount={1}
          fileList={file ? [{ uid: 'batch-file', name: file.name, status: 'done' }] : []}
          beforeUpload={(picked) => {
            if (isExcelFile(picked)) setFile(picked);
            else feedback.warn(TEXTS.excelOnly);
            return false;
          }}
          onRemove={() => setFile(undefined)}
        >
          <Button icon={<UploadOutlined />}>{TEXTS.pickFile}</Button>
        </Upload>
      </Form>
    </Modal>
  );
}
