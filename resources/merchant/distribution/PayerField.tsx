import { Form, Typography } from 'antd';
import type { Account } from '../../../providers/txn-operation-api';
import { availableOfAccount } from '../../../src/lib/account';
import { formatYuan, formatYuanText } from '../../../src/lib/money';
import { AccountPicker } from '../../account/account/AccountPicker';
import { DIST_TEXTS as TEXTS } from './texts';

/** 付款账户, picked by number or customer name, with the available balance the total is checked against. */
export function PayerField({
  payer,
  onPick,
}: {
  payer: Account | undefined;
  onPick: (account: Account | undefined) => void;
}) {
  const available = payer ? availableOfAccount(payer) : undefined;
  return (
    <>
      <Form.Item
        name="payerAcctNo"
        label={TEXTS.payer}
        rules={[{ required: true, message: '请选择付款账户' }]}
        extra={
          payer ? (
            <Typography.Text type="secondary">
              {`${TEXTS.availableAmt}：${
                available === undefined ? formatYuanText(payer.availableAmt) : formatYuan(available)
              } 元`}
            </Typography.Text>
          ) : null
        }
      >
        <AccountPicker onPick={onPick} placeholder={TEXTS.payerPlaceholder} />
      </Form.Item>
    </>
  );
}
