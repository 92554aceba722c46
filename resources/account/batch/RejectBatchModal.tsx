import { Form, Input, Modal, Typography } from 'antd';
import { useRef } from 'react';
import type { BatchPay } from '../../../providers/batch-pay-api';
import { BATCH_TEXTS as TEXTS } from './texts';

/** 驳回 of a 01 batch: the reason (auditRemark) is required; a refusal keeps dialog and reason. */
export function RejectBatchModal({
  batch,
  saving,
  onReject,
  onClose,
}: {
  batch: BatchPay | undefined;
  saving: boolean;
  onReject: (batch: BatchPay, reason: string) => Promise<boolean>;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ reason?: string }>();
  const sending = useRef(false);

  const send = async () => {
    if (!batch || saving) return;
    const values = await form.validateFields().catch(() => undefined);
    const reason = values?.reason?.trim();
    if (!reason || sending.current) return;
    sending.current = true;
    try {
      if (await onReject(batch, reason)) onClose();
    } finally {
      sending.current = false;
    }
  };

  return (
    <Modal
      open={batch !== undefined}
      title={TEXTS.rejectTitle}
      okText="确定"
      cancelText="取消"
      confirmLoading={saving}
      destroyOnHidden
      onOk={() => void send()}
      onCancel={onClose}
    >
      <Typography.Paragraph>{batch?.batchNo}</Typography.Paragraph>
      <Form form={form} layout="vertical" name="batchPayReject" preserve={false}>
        <Form.Item
          name="reason"
          label={TEXTS.rejectReason}
          rules={[{ required: true, whitespace: true, message: TEXTS.rejectReasonRequired }]}
        >
          <Input.TextArea
            rows={3}
            maxLength={200}
            showCount
            placeholder={TEXTS.rejectReasonPlaceholder}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
