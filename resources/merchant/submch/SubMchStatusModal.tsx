import { Form, Input, Modal, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { SubMch } from '../../../providers/submch-api';
import { OPERATION_SUCCEEDED } from '../../../src/lib/messages';
import type { SubMchStatusAction } from '../../../src/lib/submch';
import { useSubMchApi } from './subMchApiContext';
import { SUBMCH_TEXTS as TEXTS, statusActionConfirm } from './texts';
import { useAppFeedback } from '../../../src/components/feedback/useAppFeedback';

export interface PendingStatusAction {
  subMch: SubMch;
  action: SubMchStatusAction;
  label: string;
}

/**
 * The confirmation of 启用 / 停用 (SubMchStatusModify) with its required reason. A refusal keeps
 * the dialog and the reason and shows the server's text (spec 7.1); one call at a time.
 */
export function SubMchStatusModal({
  pending,
  onClose,
  onDone,
}: {
  pending: PendingStatusAction | undefined;
  onClose: () => void;
  onDone: () => void;
}) {
  const api = useSubMchApi();
  const { message } = useAppFeedback();
  const [form] = Form.useForm<{ reason?: string }>();
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);

  useEffect(() => {
    if (pending) form.resetFields();
  }, [pending, form]);

  const send = async () => {
    if (!pending || inFlight.current) return;
    const values = await form.validateFields().catch(() => undefined);
    const reason = values?.reason?.trim();
    // A second click while the first was validating finds the call already sent.
    if (!reason || inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    try {
      const outcome = await api.changeStatus({
        mchCode: pending.subMch.mchCode,
        action: pending.action,
        reason,
      });
      if (!outcome.ok) {
        if (!outcome.presented) void message.warning(outcome.message);
        return;
      }
      void message.success(outcome.message || OPERATION_SUCCEEDED);
      onDone();
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  return (
    <Modal
      open={pending !== undefined}
      title={pending ? `${pending.label}子商户` : undefined}
      okText="确定"
      cancelText="取消"
      okButtonProps={{ danger: pending?.action === 'disable' }}
      confirmLoading={sending}
      onOk={() => void send()}
      onCancel={onClose}
    >
      <Typography.Paragraph>
        {pending ? statusActionConfirm(pending.label, pending.subMch.mchName) : null}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" name="subMchStatus" disabled={sending}>
        <Form.Item
          name="reason"
          label={TEXTS.reasonLabel}
          rules={[{ required: true, whitespace: true, message: TEXTS.reasonRequired }]}
        >
          <Input.TextArea
            rows={3}
            maxLength={200}
            showCount
            placeholder={TEXTS.reasonPlaceholder}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
