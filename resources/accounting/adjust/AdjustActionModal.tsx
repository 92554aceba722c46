import { Form, Input, Modal, Typography } from 'antd';
import { useEffect } from 'react';
import type { Adjustment } from '../../../providers/bill-api';
import { formatYuanText } from '../../../src/lib/money';
import type { AdjustRowAction } from './adjustColumns';
import { useBillApi } from './billApiContext';
import { ADJUST_TEXTS as TEXTS, adjustActionConfirm } from './texts';
import { useSending } from '../../kit/useSending';

export interface PendingAdjustAction extends AdjustRowAction {
  adjustment: Adjustment;
}

/**
 * The confirmation of 复核通过 (optional remark), 驳回 (reason required) or 撤销 on one adjustment.
 * A refusal (selfAudit E4003, alreadyAudited E4004 …) keeps the dialog and shows the server's text.
 */
export function AdjustActionModal({
  pending,
  onClose,
  onDone,
}: {
  pending: PendingAdjustAction | undefined;
  onClose: () => void;
  onDone: () => void;
}) {
  const api = useBillApi();
  const [form] = Form.useForm<{ remark?: string }>();
  const { sending, run, busy } = useSending();

  useEffect(() => {
    if (pending) form.resetFields();
  }, [pending, form]);

  const send = async () => {
    if (!pending || busy()) return;
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    const { adjustNo } = pending.adjustment;
    const remark = values.remark?.trim() || undefined;
    await run(() => {
      if (pending.action === 'pass') return api.passAdjustment(adjustNo, remark);
      if (pending.action === 'reject') return api.rejectAdjustment(adjustNo, remark ?? '');
      return api.cancelAdjustment(adjustNo);
    }, onDone);
  };

  const asksRemark = pending?.action === 'pass' || pending?.action === 'reject';
  return (
    <Modal
      open={pending !== undefined}
      title={pending?.label}
      okText="确定"
      cancelText="取消"
      okButtonProps={{ danger: pending?.action !== 'pass' }}
      confirmLoading={sending}
      onOk={() => void send()}
      onCancel={onClose}
    >
      <Typography.Paragraph>
        {pending
          ? adjustActionConfirm(
              pending.label,
              pending.adjustment.adjustNo,
              formatYuanText(pending.adjustment.amount),
            )
          : null}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" name="adjustAction">
        {asksRemark ? (
          <Form.Item
            name="remark"
            label={pending.needsReason ? TEXTS.rejectReason : TEXTS.auditRemark}
            rules={
              pending.needsReason
                ? [{ required: true, whitespace: true, message: TEXTS.rejectReasonRequired }]
                : []
            }
          >
            <Input.TextArea rows={3} maxLength={200} showCount />
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}
