import { Alert, Button, Form, Input, Space } from 'antd';
import { amountRule, parseYuan, toYuanString } from '../../../../src/lib/money';
import { useInnetApi } from '../innetApiContext';
import { INNET_TEXTS as TEXTS } from '../texts';
import { useSingleCall } from '../useSingleCall';
import type { RecordStepProps } from './stepProps';

/**
 * 04 待打款验证: the amount the channel sent to the settlement account (CusChannelInnetPayConfirm,
 * spec 5.1 amount rule, sent as the server writes yuan), then, once verified, the opening of the
 * sub-account (CusChannelInnetOpen). A wrong amount shows the server's text and stays typed.
 */
export function PayVerifyStep({ innetKey, record, onMoved, onRefused }: RecordStepProps) {
  const api = useInnetApi();
  const [form] = Form.useForm<{ amount: string }>();
  const { pending, run } = useSingleCall();
  const ref = { innetNo: record.innetNo, cusCode: innetKey.cusCode };

  const verify = () =>
    run(async () => {
      const values = await form.validateFields().catch(() => undefined);
      const fen = values && parseYuan(values.amount.trim());
      if (fen === undefined) return;
      const outcome = await api.payConfirm({ ...ref, amount: toYuanString(fen) });
      if (outcome.ok) onMoved(outcome.record, outcome.message);
      else onRefused(outcome);
    });

  const open = () =>
    run(async () => {
      const outcome = await api.open(ref);
      if (outcome.ok) onMoved(outcome.record, outcome.message);
      else onRefused(outcome);
    });

  if (record.payVerified) {
    return (
      <Space direction="vertical" size="middle">
        <Alert type="success" showIcon message={TEXTS.payVerified} />
        <Button type="primary" loading={pending} onClick={() => void open()}>
          {TEXTS.openAccount}
        </Button>
      </Space>
    );
  }
  return (
    <Form
      form={form}
      name="innetPayVerify"
      layout="vertical"
      style={{ maxWidth: 480 }}
      disabled={pending}
      onFinish={() => void verify()}
    >
      <Alert type="info" showIcon message={TEXTS.payHint} style={{ marginBottom: 16 }} />
      <Form.Item
        name="amount"
        label={TEXTS.payAmount}
        rules={[
          { required: true, whitespace: true, message: TEXTS.payAmountRequired },
          amountRule(),
        ]}
      >
        <Input inputMode="decimal" maxLength={12} placeholder="如：0.37" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={pending}>
        {TEXTS.payConfirm}
      </Button>
    </Form>
  );
}
