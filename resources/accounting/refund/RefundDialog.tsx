import { Descriptions, Form, Input, type FormRule } from 'antd';
import { useState } from 'react';
import type { Txn } from '../../../providers/txn-api';
import { OpPasswordField } from '../../../src/components/OpPasswordField';
import { checkRefundAmount } from '../../../src/lib/account';
import {
  amountRule,
  formatYuan,
  formatYuanText,
  parseYuan,
  toYuanString,
} from '../../../src/lib/money';
import { OPERATION_SUCCEEDED } from '../../../src/lib/messages';
import { FormDialog } from '../../../src/shell/header/FormDialog';
import { useTxnApi } from '../../account/txn/txnApiContext';
import { OrigTxnLookup } from './OrigTxnLookup';
import { isRefundable, refundableFen } from './refundable';
import { REFUND_TEXTS as TEXTS } from './texts';
import { useAppFeedback } from '../../../src/components/feedback/useAppFeedback';

interface RefundValues {
  amount: string;
  reason: string;
  opPsw: string;
}

/** The amount must not exceed what is refundable (checkRefundAmount) before anything is sent. */
const withinRefundable = (refundable: bigint | undefined): FormRule => ({
  validator: async (_, value: string | undefined) => {
    const fen = parseYuan(value);
    if (fen === undefined || refundable === undefined) return;
    const check = checkRefundAmount(fen, refundable);
    if (!check.ok) throw new Error(check.message);
  },
});

/**
 * 退款 of an original transaction (TxnRefund, issue 17): the original is given (a row's 退款) or
 * looked up by its number (新建退款); amount ≤ refundable, reason, operation password (spec 7.2).
 * A refusal (refundExceeded E4006 …) shows the server's text and keeps every input.
 */
export function RefundDialog({
  open,
  original,
  onClose,
  onDone,
}: {
  open: boolean;
  original?: Txn;
  onClose: () => void;
  onDone: () => void;
}) {
  const api = useTxnApi();
  const { message } = useAppFeedback();
  const [found, setFound] = useState<Txn>();
  const origin = original ?? found;
  const refundable = origin ? refundableFen(origin) : undefined;

  const close = () => {
    setFound(undefined);
    onClose();
  };

  const submit = async (values: RefundValues): Promise<boolean> => {
    const fen = parseYuan(values.amount);
    if (!origin) {
      void message.warning(TEXTS.lookupRequired);
      return false;
    }
    if (fen === undefined) return false;
    const outcome = await api.refund({
      origTxnNo: origin.txnNo,
      amount: toYuanString(fen),
      reason: values.reason.trim(),
      opPassword: values.opPsw,
    });
    if (!outcome.ok) {
      if (!outcome.presented) void message.warning(outcome.message);
      return false;
    }
    void message.success(outcome.message || OPERATION_SUCCEEDED);
    setFound(undefined);
    onDone();
    return true;
  };

  return (
    <FormDialog<RefundValues>
      title={TEXTS.dialogTitle}
      width={560}
      open={open}
      onClose={close}
      onSubmit={submit}
    >
      {original ? null : (
        <OrigTxnLookup
          onFound={(txn) => {
            if (isRefundable(txn)) setFound(txn);
            else {
              setFound(undefined);
              void message.warning(TEXTS.notRefundable);
            }
          }}
        />
      )}
      {origin ? (
        <Descriptions column={1} size="small" bordered style={{ marginBottom: 16 }}>
          <Descriptions.Item label={TEXTS.origTxnNo}>{origin.txnNo}</Descriptions.Item>
          <Descriptions.Item label="账户名称">{origin.acctName}</Descriptions.Item>
          <Descriptions.Item label={TEXTS.origAmount}>
            {formatYuanText(origin.amount)}
          </Descriptions.Item>
          <Descriptions.Item label={TEXTS.refundable}>
            {refundable === undefined ? '' : formatYuan(refundable)}
          </Descriptions.Item>
        </Descriptions>
      ) : null}
      <Form.Item
        name="amount"
        label={TEXTS.amount}
        rules={[
          { required: true, message: TEXTS.amountRequired },
          amountRule(),
          withinRefundable(refundable),
        ]}
      >
        <Input inputMode="decimal" placeholder="0.00" />
      </Form.Item>
      <Form.Item
        name="reason"
        label={TEXTS.reason}
        rules={[{ required: true, whitespace: true, message: TEXTS.reasonRequired }]}
      >
        <Input.TextArea rows={2} maxLength={200} showCount />
      </Form.Item>
      <OpPasswordField />
    </FormDialog>
  );
}
