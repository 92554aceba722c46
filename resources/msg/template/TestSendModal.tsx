import { Form, Input, Modal, Typography } from 'antd';
import { useEffect } from 'react';
import type { MsgTemplate } from '../../../providers/msg-api';
import { isReceiverOf } from '../../../src/lib/msg';
import { useSending } from '../../kit/useSending';
import { useMsgApi } from '../shared/msgApiContext';
import { FilledMessage, VariableValueFields, sampleValues } from './TemplatePreview';
import { TEMPLATE_TEXTS as TEXTS } from './texts';

interface TestSendValues {
  receiver: string;
  values: Record<string, string>;
}

/**
 * 测试发送 (MsgTestSend): one receiver of the template's channel and the variables' values
 * (samples at first), with the message as it will be sent. A refusal (receiverInvalid,
 * templateDisabled …) keeps the dialog and what was typed and shows the server's text (spec 7.1);
 * one send at a time.
 */
export function TestSendModal({
  template,
  onClose,
  onSent,
}: {
  template: MsgTemplate | undefined;
  onClose: () => void;
  onSent: () => void;
}) {
  const api = useMsgApi();
  const [form] = Form.useForm<TestSendValues>();
  const values = Form.useWatch('values', form);
  const { sending, run, busy } = useSending();

  useEffect(() => {
    if (template) form.setFieldsValue({ receiver: '', values: sampleValues(template) });
  }, [template, form]);

  const send = async () => {
    if (!template || busy()) return;
    const typed = await form.validateFields().catch(() => undefined);
    if (!typed || busy()) return;
    const declared = template.variables.map((variable) => variable.name);
    await run(
      () =>
        api.testSend({
          templateCode: template.templateCode,
          receiver: typed.receiver.trim(),
          values: Object.fromEntries(declared.map((name) => [name, typed.values[name] ?? ''])),
        }),
      onSent,
    );
  };

  return (
    <Modal
      open={template !== undefined}
      title={template ? TEXTS.testSendTitle(template.templateName) : undefined}
      width={720}
      maskClosable={false}
      okText={TEXTS.send}
      cancelText="取消"
      confirmLoading={sending}
      onOk={() => void send()}
      onCancel={onClose}
    >
      {template ? (
        <>
          <Form form={form} layout="vertical" name="msgTestSend" disabled={sending}>
            <Form.Item
              name="receiver"
              label={TEXTS.receiver}
              rules={[
                { required: true, whitespace: true, message: TEXTS.required(TEXTS.receiver) },
                {
                  validator: (_, value: string | undefined) =>
                    !value?.trim() || isReceiverOf(template.channel, value.trim())
                      ? Promise.resolve()
                      : Promise.reject(new Error(TEXTS.receiverInvalid(template.channel))),
                },
              ]}
            >
              <Input placeholder={TEXTS.receiverPlaceholder(template.channel)} />
            </Form.Item>
            <Typography.Title level={5}>{TEXTS.values}</Typography.Title>
            <VariableValueFields template={template} />
          </Form>
          <FilledMessage template={template} values={values ?? sampleValues(template)} />
        </>
      ) : null}
    </Modal>
  );
}
