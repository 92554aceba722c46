import { Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
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
  const [validating, setValidating] = useState(false);

  const send = async () => {
    if (!row || saving || validating) return;
    setValidating(true);
    const values = await form.validateFields().catch(() => undefined);
    setValidating(false);
    const reason = values?.reason?.trim();
    if (reason && (await onReject(row, reason))) onClose();
  };

  return (
    <Modal
      open={row !== undefined}
      title={TEXTS.rejectTitle}
      okText="确定"
      cancelText="取消"
      confirmLoading={saving || validating}
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
