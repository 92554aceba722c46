import { Form, Input } from 'antd';
import { AccountPicker } from '../account/AccountPicker';
import { ACCOUNT_OPERATION_LABELS } from '../../../src/lib/account';
import { pleaseSelect } from '../../../src/lib/messages';
import { lengthRules, type FieldRule } from '../../../src/lib/validators';
import { availableAmountRules, fenOfField } from './amountRules';
import { REMARK_MAX_LENGTH, type OperationDialogBaseProps } from './operationProps';
import { OperationDialog } from './OperationDialog';
import { OPERATION_TEXTS as TEXTS } from './texts';
import { useOperationSubmit } from './useOperationSubmit';
import { useTxnOperationApi } from './txnOperationApiContext';

interface TransferValues {
  payeeAcctNo: string;
  amount: string;
  purpose?: string;
  opPsw: string;
}

const LABEL = ACCOUNT_OPERATION_LABELS.transfer;

const payeeRules = (payerAcctNo: string): FieldRule[] => [
  { required: true, message: pleaseSelect(TEXTS.payeeAccount) },
  {
    validator: async (_rule, value) => {
      if (value === payerAcctNo) throw new Error(TEXTS.sameAccount);
    },
  },
];

/** 转账 (TxnTransfer): to another account of the platform, at most the available balance. */
export function TransferDialog({ account, onClose, onDone }: OperationDialogBaseProps) {
  const api = useTxnOperationApi();
  const run = useOperationSubmit(LABEL, onDone);

  const submit = async ({ payeeAcctNo, amount, purpose, opPsw }: TransferValues) => {
    const amountFen = fenOfField(amount);
    if (amountFen === undefined) return false;
    // The contract calls the transfer's purpose `remark`.
    return run(() =>
      api.transfer({
        acctNo: account.acctNo,
        payeeAcctNo,
        amountFen,
        opPsw,
        ...(purpose ? { remark: purpose } : {}),
      }),
    );
  };

  return (
    <OperationDialog<TransferValues>
      title={LABEL}
      account={account}
      onClose={onClose}
      onSubmit={submit}
    >
      <Form.Item name="payeeAcctNo" label={TEXTS.payeeAccount} rules={payeeRules(account.acctNo)}>
        <AccountPicker exclude={account.acctNo} placeholder={TEXTS.payeeSearch} />
      </Form.Item>
      <Form.Item name="amount" label={TEXTS.amount} rules={availableAmountRules(account)}>
        <Input placeholder={TEXTS.amountPlaceholder} inputMode="decimal" />
      </Form.Item>
      <Form.Item
        name="purpose"
        label={TEXTS.purpose}
        rules={lengthRules({ max: REMARK_MAX_LENGTH })}
      >
        <Input />
      </Form.Item>
    </OperationDialog>
  );
}
