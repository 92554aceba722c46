import { Button, Checkbox, Form, Input, Typography } from 'antd';
import { useInnetApi } from '../innetApiContext';
import { INNET_TEXTS as TEXTS } from '../texts';
import { useSingleCall } from '../useSingleCall';
import type { RecordStepProps } from './stepProps';

interface SignValues {
  signerName: string;
  agreed: boolean;
}

/**
 * 02 待签约 (CusChannelInnetSign): the channel's agreement from the record (text and the full
 * document, opened without giving the page a handle on the console), the signer's name and the
 * confirmation that they read it.
 */
export function SignStep({ innetKey, record, onMoved, onRefused }: RecordStepProps) {
  const api = useInnetApi();
  const [form] = Form.useForm<SignValues>();
  const { pending, run } = useSingleCall();
  const agreement = record.agreement;

  const sign = () =>
    run(async () => {
      const values = await form.validateFields().catch(() => undefined);
      if (!values || !agreement) return;
      const outcome = await api.sign({
        innetNo: record.innetNo,
        cusCode: innetKey.cusCode,
        agreementNo: agreement.agreementNo,
        signerName: values.signerName.trim(),
        agreed: true,
      });
      if (outcome.ok) onMoved(outcome.record, outcome.message);
      else onRefused(outcome);
    });

  return (
    <Form
      form={form}
      name="innetSign"
      layout="vertical"
      style={{ maxWidth: 720 }}
      disabled={pending}
      initialValues={{ signerName: agreement?.signerName ?? '' }}
      onFinish={() => void sign()}
    >
      {agreement ? (
        <section aria-label={agreement.agreementTitle}>
          <Typography.Title level={5}>{agreement.agreementTitle}</Typography.Title>
          <Typography.Paragraph type="secondary">{agreement.agreementNo}</Typography.Paragraph>
          {agreement.agreementText ? (
            <Typography.Paragraph
              style={{ maxHeight: 240, overflow: 'auto', whiteSpace: 'pre-wrap' }}
            >
              {agreement.agreementText}
            </Typography.Paragraph>
          ) : null}
          {agreement.agreementUrl ? (
            <Typography.Paragraph>
              <a href={agreement.agreementUrl} target="_blank" rel="noopener noreferrer">
                {TEXTS.agreementLink}
              </a>
            </Typography.Paragraph>
          ) : null}
        </section>
      ) : null}
      <Form.Item
        name="signerName"
        label={TEXTS.signerName}
        rules={[{ required: true, whitespace: true, message: `请输入${TEXTS.signerName}` }]}
      >
        <Input maxLength={50} placeholder={`请输入${TEXTS.signerName}`} />
      </Form.Item>
      <Form.Item
        name="agreed"
        valuePropName="checked"
        rules={[
          {
            validator: (_, value) =>
              value ? Promise.resolve() : Promise.reject(new Error(TEXTS.agreedRequired)),
          },
        ]}
      >
        <Checkbox>{TEXTS.agreed}</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={pending} disabled={!agreement}>
        {TEXTS.sign}
      </Button>
    </Form>
  );
}
