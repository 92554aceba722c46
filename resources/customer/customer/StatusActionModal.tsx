import { Form, Input, Modal, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { Customer, CustomerStatusAction } from '../../../providers/customer-api';
import { OPERATION_SUCCEEDED } from '../../../src/lib/messages';
import { useCustomerApi } from './customerApiContext';
import { CUSTOMER_PAGE_TEXTS as TEXTS, statusActionConfirm } from './texts';
import { useAppFeedback } from '../../../src/components/feedback/useAppFeedback';

export interface PendingStatusAction {
  customer: Customer;
  action: CustomerStatusAction;
  label: string;
  needsReason: boolean;
}

/**
 * The confirmation of a status change (CusStatusModify); 驳回, 停用 and 启用 ask for a reason,
 * required. A refusal keeps the dialog and the reason and shows the server's text (spec 7.1).
 */
export function StatusActionModal({
  pending,
  onClose,
  onDone,
}: {
  pending: PendingStatusAction | undefined;
  onClose: () => void;
  onDone: () => void;
}) {
  const api = useCustomerApi();
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
    // A second click while the first was validating finds the call already sent.
    if (!values || inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    try {
      const outcome = await api.changeStatus({
        cusCode: pending.customer.cusCode,
        action: pending.action,
        reason: pending.needsReason ? values.reason?.trim() : undefined,
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
      title={pending?.label}
      okText="确定"
      cancelText="取消"
      confirmLoading={sending}
      onOk={() => void send()}
      onCancel={onClose}
    >
      <Typography.Paragraph>
        {pending ? statusActionConfirm(pending.label, pending.customer.cusName) : null}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" name="customerStatus">
        {pending?.needsReason ? (
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
        ) : null}
      </Form>
    </Modal>
  );
}
