import { Button, Space, Tooltip } from 'antd';
import { useState } from 'react';
import type { Account, Txn } from '../../../providers/txn-operation-api';
import {
  ACCOUNT_BUTTON,
  ACCOUNT_OPERATION_LABELS,
  accountRefusal,
  type AccountOperation,
} from '../../../src/lib/account';
import { useAllowed } from '../../kit/useAllowed';
import { ChargeDialog } from './ChargeDialog';
import { FreezeDialog } from './FreezeDialog';
import type { OperationDialogBaseProps } from './operationProps';
import { PaySingleDialog } from './PaySingleDialog';
import { TransferDialog } from './TransferDialog';
import { WithdrawDialog } from './WithdrawDialog';

export { TxnOperationApiContext } from './txnOperationApiContext';

/** The operations of this component, in button order (批量代付 and 退款 live on their own pages). */
export const ACCOUNT_OPERATIONS = [
  'charge',
  'withdraw',
  'transfer',
  'pay',
  'freeze',
  'unfreeze',
] as const satisfies readonly AccountOperation[];
export type DialogOperation = (typeof ACCOUNT_OPERATIONS)[number];

export interface AccountOperationsProps {
  account: Account;
  /** A transaction was created (待复核): the page reloads the account and its ledger. */
  onDone?: (txn: Txn) => void;
}

function OperationForm({
  operation,
  ...props
}: OperationDialogBaseProps & { operation: DialogOperation }) {
  switch (operation) {
    case 'charge':
      return <ChargeDialog {...props} />;
    case 'withdraw':
      return <WithdrawDialog {...props} />;
    case 'transfer':
      return <TransferDialog {...props} />;
    case 'pay':
      return <PaySingleDialog {...props} />;
    case 'freeze':
    case 'unfreeze':
      return <FreezeDialog direction={operation} {...props} />;
  }
}

/**
 * The money movements of one account (issue 17 item 2): a button for each operation the viewer's
 * button codes permit (spec 6: hidden without the code); one the account's status refuses is
 * disabled with the reason as its tooltip. Each opens its form; a created transaction goes to
 * maker–checker audit.
 */
export function AccountOperations({ account, onDone }: AccountOperationsProps) {
  const allowed = useAllowed();
  const [open, setOpen] = useState<DialogOperation>();
  const close = () => setOpen(undefined);

  const buttons = ACCOUNT_OPERATIONS.filter((operation) => allowed(ACCOUNT_BUTTON[operation])).map(
    (operation) => {
      const refusal = accountRefusal(account.acctStatus, operation);
      const button = (
        <Button key={operation} disabled={refusal !== undefined} onClick={() => setOpen(operation)}>
          {ACCOUNT_OPERATION_LABELS[operation]}
        </Button>
      );
      // A disabled button fires no pointer events: the tooltip hangs on a wrapper.
      return refusal === undefined ? (
        button
      ) : (
        <Tooltip key={operation} title={refusal}>
          <span>{button}</span>
        </Tooltip>
      );
    },
  );

  if (buttons.length === 0) return null;
  return (
    <>
      <Space wrap>{buttons}</Space>
      {open ? (
        <OperationForm
          operation={open}
          account={account}
          onClose={close}
          onDone={(txn) => onDone?.(txn)}
        />
      ) : null}
    </>
  );
}
