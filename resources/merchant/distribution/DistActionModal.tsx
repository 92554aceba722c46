import { Form, Input, Modal, Typography } from 'antd';
import { useEffect } from 'react';
import type { Distribution } from '../../../providers/distribution-api';
import { formatYuanText } from '../../../src/lib/money';
import { useSending } from '../../kit/useSending';
import type { DistRowAction } from './distColumns';
import { useDistributionApi } from './distributionApiContext';
import { DIST_TEXTS as TEXTS, distActionConfirm } from './texts';

export interface PendingDistAction extends DistRowAction {
  distribution: Distribution;
}

/**
 * The confirmation of 审核通过 (optional remark), 驳回 (reason required) or 撤销 on one distribution.
 * A refusal (selfAudit E4003, alreadyAudited E4004 …) keeps the dialog and shows the server's text.
 */
export function DistActionModal({
  pending,
  onClose,
  onDone,
}: {
  pending: PendingDistAction | undefined;
  onClose: () => void;
  onDone: () => void;
}) {
  const api = useDistributionApi();
  const [form] = Form.useForm<{ remark?: string }>();
  const { sending, run, busy } = useSending();

  useEffect(() => {
    if (pending) form.resetFields();
  }, [pending, form]);

  const send = async () => {
    if (!pending || busy()) return;
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    const { distNo } = pending.distribution;
    const remark = values.remark?.trim() || undefined;
    await run(() => {
      if (pending.action === 'pass') return api.passDistribution(distNo, remark);
      if (pending.action === 'reject') return api.rejectDistribution(distNo, remark ?? '');
      return api.cancelDistribution(distNo);
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
          ? distActionConfirm(
              pending.label,
              pending.distribution.distNo,
              formatYuanText(pending.distribution.totalAmount),
            )
          : null}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" name="distAction">
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
