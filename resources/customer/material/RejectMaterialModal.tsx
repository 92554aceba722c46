import { Form, Input, Modal, Typography } from 'antd';
import { useRef } from 'react';
import type { Material } from '../../../providers/customer-material-api';
import { MATERIAL_TEXTS as TEXTS } from './texts';

export interface RejectMaterialModalProps {
  /** The row to reject; the dialog is closed without one. */
  row: Material | undefined;
  /** Its type's text, to name the file in the dialog. */
  typeText: string;
  saving: boolean;
  onReject: (row: Material, reason: string) => Promise<boolean>;
  onClose: () => void;
}

/**
 * 驳回 of one material (CusMaterialUpdating reject): the reason is required (the contract's
 * auditRemark, at most 200 characters). A refusal keeps the dialog and the reason.
 */
export function RejectMaterialModal({
  row,
  typeText,
  saving,
  onReject,
  onClose,
}: RejectMaterialModalProps) {
  const [form] = Form.useForm<{ reason?: string }>();
  // One call however often 确定 is pressed: set synchronously once validation has passed, so a
  // second press validating at the same time finds it. Validation itself never locks the button
  // (a press during the open animation once left it loading for good).
  const sending = useRef(false);

  const send = async () => {
    if (!row || saving) return;
    const values = await form.validateFields().catch(() => undefined);
    const reason = values?.reason?.trim();
    if (!reason || sending.current) return;
    sending.current = true;
    try {
      if (await onReject(row, reason)) onClose();
    } finally {
      sending.current = false;
    }
  };

  return (
    <Modal
      open={row !== undefined}
      title={TEXTS.rejectTitle}
      okText="确定"
      cancelText="取消"
      confirmLoading={saving}
      destroyOnHidden
      onOk={() => void send()}
      onCancel={onClose}
    >
      <Typography.Paragraph>
        {typeText}：{row?.fileName}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" name="customerMaterialReject" preserve={false}>
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
