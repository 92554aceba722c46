import { Form, Input, Typography } from 'antd';
import type { Txn } from '../../../providers/txn-api';
import { FormDialog } from '../../../src/shell/header/FormDialog';
import { TXN_TEXTS as TEXTS } from './texts';

interface RejectValues {
  auditRemark: string;
}

/**
 * 驳回 (TxnAuditReject): the reason is required; a refusal keeps the dialog and the reason, the
 * caller showing the server's text (spec 7.1).
 */
export function RejectTxnDialog({
  txn,
  onClose,
  onReject,
}: {
  txn: Txn | undefined;
  onClose: () => void;
  /** Resolves true when the transaction was rejected (the dialog closes). */
  onReject: (txn: Txn, reason: string) => Promise<boolean>;
}) {
  return (
    <FormDialog<RejectValues>
      title={TEXTS.rejectTitle}
      width={520}
      open={txn !== undefined}
      onClose={onClose}
      onSubmit={(values) =>
        txn ? onReject(txn, values.auditRemark.trim()) : Promise.resolve(true)
      }
    >
      <Typography.Paragraph>{txn ? `交易流水号：${txn.txnNo}` : null}</Typography.Paragraph>
      <Form.Item
        name="auditRemark"
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
    </FormDialog>
  );
}
