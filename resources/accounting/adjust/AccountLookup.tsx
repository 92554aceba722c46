import { Button, Descriptions, Form, Input, Space } from 'antd';
import { useState } from 'react';
import type { AdjustAccount } from '../../../providers/bill-api';
import { availableOfAccount } from '../../../src/lib/account';
import { formatYuan, formatYuanText } from '../../../src/lib/money';
import { useBillApi } from './billApiContext';
import { ADJUST_TEXTS as TEXTS } from './texts';

export interface AccountLookupProps {
  /** The account found for the number now in the field, if any. */
  account: AdjustAccount | undefined;
  onFound: (account: AdjustAccount | undefined) => void;
}

/**
 * 账号 with 查询账户: reads the account (AcctInfoInquiry) and shows its balance, frozen and available
 * amounts, which 调减 is checked against. Typing another number forgets the account found.
 */
export function AccountLookup({ account, onFound }: AccountLookupProps) {
  const api = useBillApi();
  const form = Form.useFormInstance();
  const [looking, setLooking] = useState(false);

  const lookUp = async () => {
    const acctNo = String(form.getFieldValue('acctNo') ?? '').trim();
    if (!acctNo || looking) return;
    setLooking(true);
    const outcome = await api.account(acctNo);
    setLooking(false);
    onFound(outcome.ok ? outcome.account : undefined);
    const errors = !outcome.ok
      ? outcome.presented
        ? []
        : [outcome.message]
      : outcome.account
        ? []
        : [TEXTS.accountMissing];
    form.setFields([{ name: 'acctNo', errors }]);
  };

  const available = account ? availableOfAccount(account) : undefined;
  return (
    <>
      <Form.Item label={TEXTS.acctNo} required>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item
            name="acctNo"
            noStyle
            rules={[
              { required: true, whitespace: true, message: TEXTS.acctNoRequired },
              {
                validator: (_, value: unknown) =>
                  typeof value === 'string' &&
                  value.trim() !== '' &&
                  account?.acctNo !== value.trim()
                    ? Promise.reject(new Error(TEXTS.lookupFirst))
                    : Promise.resolve(),
              },
            ]}
          >
            <Input
              aria-label={TEXTS.acctNo}
              placeholder={TEXTS.acctNoPlaceholder}
              onChange={() => onFound(undefined)}
              onPressEnter={(event) => {
                event.preventDefault();
                void lookUp();
              }}
            />
          </Form.Item>
          <Button loading={looking} onClick={() => void lookUp()}>
            {TEXTS.lookup}
          </Button>
        </Space.Compact>
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
