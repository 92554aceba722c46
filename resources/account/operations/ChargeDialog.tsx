import { Form, Input } from 'antd';
import { ACCOUNT_OPERATION_LABELS } from '../../../src/lib/account';
import { lengthRules } from '../../../src/lib/validators';
import { chargeAmountRules, fenOfField } from './amountRules';
import { REMARK_MAX_LENGTH, type OperationDialogBaseProps } from './operationProps';
import { OperationDialog } from './OperationDialog';
import { OPERATION_TEXTS as TEXTS } from './texts';
import { useOperationSubmit } from './useOperationSubmit';
import { useTxnOperationApi } from './txnOperationApiContext';

interface ChargeValues {
  amount: string;
  remark?: string;
  opPsw: string;
}

const LABEL = ACCOUNT_OPERATION_LABELS.charge;

/** 充值 (TxnCharge): an amount into the account, with a remark. */
export function ChargeDialog({ account, onClose, onDone }: OperationDialogBaseProps) {
  const api = useTxnOperationApi();
  const run = useOperationSubmit(LABEL, onDone);

  const submit = async ({ amount, remark, opPsw }: ChargeValues) => {
    const amountFen = fenOfField(amount);
    if (amountFen === undefined) return false;
    return run(() =>
      api.charge({ acctNo: account.acctNo, amountFen, opPsw, ...(remark ? { remark } : {}) }),
    );
  };

  return (
    <OperationDialog<ChargeValues>
      title={LABEL}
      account={account}
      onClose={onClose}
      onSubmit={submit}
    >
      <Form.Item name="amount" label={TEXTS.amount} rules={chargeAmountRules()}>
        <Input placeholder={TEXTS.amountPlaceholder} inputMode="decimal" />
      </Form.Item>
      <Form.Item name="remark" label={TEXTS.remark} rules={lengthRules({ max: REMARK_MAX_LENGTH })}>
        <Input.TextArea rows={2} />
      </Form.Item>
    </OperationDialog>
  );
}
