import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space } from 'antd';
import { amountRule } from '../../../src/lib/money';
import { AccountPicker } from '../../account/account/AccountPicker';
import { DIST_TEXTS as TEXTS } from './texts';

/** 手工: one row per receiver, its account (never the paying one) and its amount (spec 5.1). */
export function ReceiverRows({ payerAcctNo }: { payerAcctNo: string | undefined }) {
  return (
    <Form.List name="receivers">
      {(fields, { add, remove }) => (
        <>
          {fields.map((field, index) => (
            <Space key={field.key} align="start" wrap style={{ display: 'flex' }}>
              <Form.Item
                name={[field.name, 'acctNo']}
                label={`${TEXTS.receiver} ${index + 1}`}
                rules={[{ required: true, message: `请选择第${index + 1}行的收款账户` }]}
                style={{ width: 340 }}
              >
                <AccountPicker exclude={payerAcctNo} placeholder={TEXTS.receiverPlaceholder} />
              </Form.Item>
              <Form.Item
                name={[field.name, 'amount']}
                label={`${TEXTS.amount} ${index + 1}`}
                rules={[
                  { required: true, message: `请输入第${index + 1}行的分发金额` },
                  amountRule(),
                ]}
                style={{ width: 180 }}
              >
                <Input placeholder={TEXTS.totalPlaceholder} inputMode="decimal" />
              </Form.Item>
              {fields.length > 1 ? (
                <Button
                  type="text"
                  icon={<DeleteOutlined />}
                  aria-label={TEXTS.removeReceiver(index + 1)}
                  title={TEXTS.removeReceiver(index + 1)}
                  onClick={() => remove(field.name)}
                  style={{ marginTop: 30 }}
                />
              ) : null}
            </Space>
          ))}
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({})} block>
            {TEXTS.addReceiver}
          </Button>
        </>
      )}
    </Form.List>
  );
}
