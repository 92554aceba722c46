import { Descriptions } from 'antd';
import type { ReactNode } from 'react';
import type { Account } from '../../../providers/txn-operation-api';
import { OpPasswordField } from '../../../src/components/OpPasswordField';
import { MODAL_WIDTH } from '../../../src/lib/constants';
import { formatYuanText } from '../../../src/lib/money';
import { FormDialog } from '../../../src/shell/header/FormDialog';
import { OPERATION_TEXTS as TEXTS } from './texts';

export interface OperationDialogProps<Values> {
  title: string;
  account: Account;
  onClose: () => void;
  onSubmit: (values: Values) => Promise<boolean>;
  /** The operation's own fields; the operation password comes last (spec 7.2). */
  children: ReactNode;
}

/** One money movement's form: the account and its balances, the fields, the operation password. */
export function OperationDialog<Values>({
  title,
  account,
  onClose,
  onSubmit,
  children,
}: OperationDialogProps<Values>) {
  return (
    <FormDialog<Values>
      title={title}
      width={MODAL_WIDTH.passwordDialog}
      open
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <Descriptions
        size="small"
        column={1}
        style={{ marginBottom: 16 }}
        items={[
          {
            key: 'account',
            label: TEXTS.account,
            children: `${account.acctName}（${account.acctNo}）`,
          },
          {
            key: 'available',
            label: TEXTS.available,
            children: TEXTS.yuan(formatYuanText(account.availableAmt)),
          },
          {
            key: 'frozen',
            label: TEXTS.frozen,
            children: TEXTS.yuan(formatYuanText(account.frozenAmt)),
          },
        ]}
      />
      {children}
      <OpPasswordField />
    </FormDialog>
  );
}
