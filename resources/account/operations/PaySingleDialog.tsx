import { Form, Input } from 'antd';
import { ACCOUNT_OPERATION_LABELS, BATCH_ROW_TEXTS } from '../../../src/lib/account';
import { bankCardRule, lengthRules, requiredRules } from '../../../src/lib/validators';
import { availableAmountRules, fenOfField } from './amountRules';
import { REMARK_MAX_LENGTH, type OperationDialogBaseProps } from './operationProps';
import { OperationDialog } from './OperationDialog';
import { OPERATION_TEXTS as TEXTS } from './texts';
import { useOperationSubmit } from './useOperationSubmit';
import { useTxnOperationApi } from './txnOperationApiContext';

interface PaySingleValues {
  payeeName: string;
  payeeCardNo: string;
  payeeBankName: string;
  amount: string;
  purpose?: string;
  opPsw: string;
}

const LABEL = ACCOUNT_OPERATION_LABELS.pay;
/** The payee rules of a batch pay row (src/lib/account batch rules), for one payment. */
const PAYEE_NAME = { min: 2, max: 50 };
const BANK_NAME_MAX_LENGTH = 50;

/** 单笔代付 (TxnPaySingle): to any bank card (spec 5.1 rules), at most the available balance. */
export function PaySingleDialog({ account, onClose, onDone }: OperationDialogBaseProps) {
  const api = useTxnOperationApi();
  const run = useOperationSubmit(LABEL, onDone);

  const submit = async ({ amount, purpose, opPsw, ...payee }: PaySingleValues) => {
    const amountFen = fenOfField(amount);
    if (amountFen === undefined) return false;
    return run(() =>
      api.paySingle({
        acctNo: account.acctNo,
        payeeName: payee.payeeName.trim(),
        payeeCardNo: payee.payeeCardNo,
        payeeBankName: payee.payeeBankName.trim(),
        amountFen,
        opPsw,
        ...(purpose ? { purpose } : {}),
      }),
    );
  };

  return (
    <OperationDialog<PaySingleValues>
      title={LABEL}
      account={account}
      onClose={onClose}
      onSubmit={submit}
    >
      <Form.Item
        name="payeeName"
        label={TEXTS.payeeName}
        rules={requiredRules(TEXTS.payeeName, {
          message: BATCH_ROW_TEXTS.payeeNameRequired,
          ...PAYEE_NAME,
        })}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="payeeCardNo"
        label={TEXTS.payeeCardNo}
        rules={[
          ...requiredRules(TEXTS.payeeCardNo, { message: BATCH_ROW_TEXTS.cardNoRequired }),
          bankCardRule(),
        ]}
      >
        <Input inputMode="numeric" autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="payeeBankName"
        label={TEXTS.payeeBank}
        rules={requiredRules(TEXTS.payeeBank, {
          message: BATCH_ROW_TEXTS.bankNameRequired,
          max: BANK_NAME_MAX_LENGTH,
        })}
      >
        <Input />
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
