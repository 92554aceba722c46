import { Form, Input } from 'antd';
import type { Account } from '../../../providers/txn-operation-api';
import { DictSelect } from '../../../src/components/DictSelect';
import {
  ACCOUNT_DICT,
  ACCOUNT_OPERATION_LABELS,
  FREEZE_MODE,
  type FreezeMode,
} from '../../../src/lib/account';
import { pleaseSelect } from '../../../src/lib/messages';
import { requiredRules, type FieldRule } from '../../../src/lib/validators';
import { fenOfField, freezeAmountRules, unfreezeAmountRules } from './amountRules';
import { REMARK_MAX_LENGTH, type OperationDialogBaseProps } from './operationProps';
import { OperationDialog } from './OperationDialog';
import { OPERATION_TEXTS as TEXTS } from './texts';
import { useOperationSubmit } from './useOperationSubmit';
import { useTxnOperationApi } from './txnOperationApiContext';

interface FreezeValues {
  freezeMode: FreezeMode;
  /** Only with 1 按金额. */
  amount?: string;
  reason: string;
  opPsw: string;
}

export interface FreezeDialogProps extends OperationDialogBaseProps {
  /** 冻结 (at most the available balance) or 解冻 (at most the frozen amount). */
  direction: 'freeze' | 'unfreeze';
}

const AMOUNT_RULES: Record<FreezeDialogProps['direction'], (account: Account) => FieldRule[]> = {
  freeze: freezeAmountRules,
  unfreeze: unfreezeAmountRules,
};

/** 冻结 (TxnFreeze) and 解冻 (TxnUnfreeze): an amount (按金额) or the whole account (整户), a reason. */
export function FreezeDialog({ account, direction, onClose, onDone }: FreezeDialogProps) {
  const api = useTxnOperationApi();
  const label = ACCOUNT_OPERATION_LABELS[direction];
  const run = useOperationSubmit(label, onDone);
  const modeLabel = direction === 'freeze' ? TEXTS.freezeMode : TEXTS.unfreezeMode;

  const submit = async ({ freezeMode, amount, reason, opPsw }: FreezeValues) => {
    const byAmount = freezeMode === FREEZE_MODE.byAmount;
    const amountFen = byAmount && amount !== undefined ? fenOfField(amount) : undefined;
    if (byAmount && amountFen === undefined) return false;
    const input = {
      acctNo: account.acctNo,
      freezeMode,
      reason: reason.trim(),
      opPsw,
      ...(amountFen === undefined ? {} : { amountFen }),
    };
    return run(() => (direction === 'freeze' ? api.freeze(input) : api.unfreeze(input)));
  };

  return (
    <OperationDialog<FreezeValues>
      title={label}
      account={account}
      onClose={onClose}
      onSubmit={submit}
    >
      <Form.Item
        name="freezeMode"
        label={modeLabel}
        initialValue={FREEZE_MODE.byAmount}
        rules={[{ required: true, message: pleaseSelect(modeLabel) }]}
      >
        <DictSelect dictCode={ACCOUNT_DICT.freezeMode} type="radio" />
      </Form.Item>
      <Form.Item noStyle dependencies={['freezeMode']}>
        {({ getFieldValue }) =>
          getFieldValue('freezeMode') === FREEZE_MODE.byAmount ? (
            <Form.Item name="amount" label={TEXTS.amount} rules={AMOUNT_RULES[direction](account)}>
              <Input placeholder={TEXTS.amountPlaceholder} inputMode="decimal" />
            </Form.Item>
          ) : null
        }
      </Form.Item>
      <Form.Item
        name="reason"
        label={TEXTS.reason}
        rules={requiredRules(TEXTS.reason, { max: REMARK_MAX_LENGTH })}
      >
        <Input.TextArea rows={2} />
      </Form.Item>
    </OperationDialog>
  );
}
