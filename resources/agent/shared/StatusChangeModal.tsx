import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useEffect } from 'react';
import type { AgentOutcome } from '../../../providers/agent-api';
import { useSending } from '../../kit/useSending';
import { SHARED_TEXTS as TEXTS } from './texts';

export interface PendingStatusChange {
  /** 启用 / 停用 */
  label: string;
  /** The confirmation sentence. */
  confirm: string;
  /** A warning shown above the reason (停用 of a parent whose children are enabled). */
  warning?: string;
  /** The call with the typed reason. */
  send: (reason: string) => Promise<AgentOutcome>;
  /** 停用 is the destructive one. */
  danger: boolean;
}

/**
 * The confirmation of 启用 / 停用 with its required reason (AgentStatusModify,
 * SupplierStatusModify). A refusal (childrenActive, contractExpired …) keeps the dialog and the
 * reason and shows the server's text (spec 7.1); one call at a time.
 */
export function StatusChangeModal({
  pending,
  onClose,
  onDone,
}: {
  pending: PendingStatusChange | undefined;
  onClose: () => void;
  onDone: () => void;
}) {
  const [form] = Form.useForm<{ reason?: string }>();
  const { sending, run, busy } = useSending();

  useEffect(() => {
    if (pending) form.resetFields();
  }, [pending, form]);

  const send = async () => {
    if (!pending || busy()) return;
    const values = await form.validateFields().catch(() => undefined);
    if (!values || busy()) return;
    await run(() => pending.send(values.reason?.trim() ?? ''), onDone);
  };

  return (
    <Modal
      open={pending !== undefined}
      title={pending?.label}
      okText="确定"
      cancelText="取消"
      okButtonProps={{ danger: pending?.danger }}
      confirmLoading={sending}
      onOk={() => void send()}
      onCancel={onClose}
    >
      <Typography.Paragraph>{pending?.confirm}</Typography.Paragraph>
      {pending?.warning ? (
        <Alert type="warning" showIcon message={pending.warning} style={{ marginBottom: 16 }} />
      ) : null}
      <Form form={form} layout="vertical" name="agtStatusChange">
        <Form.Item
          name="reason"
          label={TEXTS.reason}
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
