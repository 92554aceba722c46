import { Descriptions, Form } from 'antd';
import type { AdjustAccount } from '../../../providers/bill-api';
import { availableOfAccount } from '../../../src/lib/account';
import { formatYuan, formatYuanText } from '../../../src/lib/money';
import { AccountPicker } from '../../account/account/AccountPicker';
import { ADJUST_TEXTS as TEXTS } from './texts';

export interface AccountLookupProps {
  /** The account picked, if any. */
  account: AdjustAccount | undefined;
  onFound: (account: AdjustAccount | undefined) => void;
}

/**
 * 账号, picked by account number or customer name (AcctInfoInquiry): shows the account's balance,
 * frozen and available amounts, which 调减 is checked against. Clearing it forgets the account.
 */
export function AccountLookup({ account, onFound }: AccountLookupProps) {
  const available = account ? availableOfAccount(account) : undefined;
  return (
    <>
      <Form.Item
        name="acctNo"
        label={TEXTS.acctNo}
        rules={[{ required: true, message: TEXTS.acctNoRequired }]}
      >
        <AccountPicker onPick={onFound} />
      </Form.Item>
      {account ? (
        <Descriptions size="small" column={1} bordered style={{ marginBottom: 16 }}>
          <Descriptions.Item label="账户名称">{account.acctName}</Descriptions.Item>
          <Descriptions.Item label={TEXTS.balance}>
            {formatYuanText(account.balance)}
          </Descriptions.Item>
          <Descriptions.Item label={TEXTS.frozenAmt}>
            {formatYuanText(account.frozenAmt)}
          </Descriptions.Item>
          <Descriptions.Item label={TEXTS.availableAmt}>
            {available === undefined ? formatYuanText(account.availableAmt) : formatYuan(available)}
          </Descriptions.Item>
        </Descriptions>
      ) : null}
    </>
  );
}
