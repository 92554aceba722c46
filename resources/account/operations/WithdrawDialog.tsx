import { Alert, Form, Input } from 'antd';
import { ACCOUNT_OPERATION_LABELS } from '../../../src/lib/account';
import { lengthRules } from '../../../src/lib/validators';
import { availableAmountRules, fenOfField } from './amountRules';
import { maskedCardNo, REMARK_MAX_LENGTH, type OperationDialogBaseProps } from './operationProps';
import { OperationDialog } from './OperationDialog';
import { OPERATION_TEXTS as TEXTS } from './texts';
import { useOperationSubmit } from './useOperationSubmit';
import { useTxnOperationApi } from './txnOperationApiContext';
import { useAppFeedback } from '../../../src/components/feedback/useAppFeedback';

interface WithdrawValues {
  amount: string;
  remark?: string;
  opPsw: string;
}

const LABEL = ACCOUNT_OPERATION_LABELS.withdraw;

/** 提现 (TxnWithdraw): at most the available balance, to the bound settlement card (masked). */
export function WithdrawDialog({ account, onClose, onDone }: OperationDialogBaseProps) {
  const api = useTxnOperationApi();
  const run = useOperationSubmit(LABEL, onDone);
  const { message } = useAppFeedback();
  const card = account.settleAcct;

  const submit = async ({ amount, remark, opPsw }: WithdrawValues) => {
    const amountFen = fenOfField(amount);
    if (!card) {
      void message.warning(TEXTS.noSettleCard);
      return false;
    }
    if (amountFen === undefined) return false;
    return run(() =>
      api.withdraw({ acctNo: account.acctNo, amountFen, opPsw, ...(remark ? { remark } : {}) }),
    );
  };

  return (
    <OperationDialog<WithdrawValues>
      title={LABEL}
      account={account}
      onClose={onClose}
      onSubmit={submit}
    >
      {card ? (
        <Form.Item label={TEXTS.settleCard}>
          <span>{`${card.bankName} ${maskedCardNo(card.acctNo)}（${card.acctName}）`}</span>
        </Form.Item>
      ) : (
        <Alert type="warning" showIcon message={TEXTS.noSettleCard} style={{ marginBottom: 16 }} />
      )}
      <Form.Item name="amount" label={TEXTS.amount} rules={availableAmountRules(account)}>
        <Input placeholder={TEXTS.amountPlaceholder} inputMode="decimal" />
      </Form.Item>
      <Form.Item name="remark" label={TEXTS.remark} rules={lengthRules({ max: REMARK_MAX_LENGTH })}>
        <Input.TextArea rows={2} />
      </Form.Item>
    </OperationDialog>
  );
}
