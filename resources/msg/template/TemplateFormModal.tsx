import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Divider, Form, Input, Modal, Row, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { MsgTemplate } from '../../../providers/msg-api';
import { DictSelect } from '../../../src/components/DictSelect';
import { MSG_DICT, hasSubject } from '../../../src/lib/msg';
import { useKeptFormInput } from '../../kit/useKeptFormInput';
import { useSending } from '../../kit/useSending';
import { useMsgApi } from '../shared/msgApiContext';
import {
  TEMPLATE_CODE,
  contentRules,
  newTemplateValues,
  templateFieldsOf,
  templateFormValues,
  variableNameRules,
  type TemplateFormValues,
} from './templateForm';
import { FilledMessage } from './TemplatePreview';
import { TEMPLATE_TEXTS as TEXTS } from './texts';

/** 新增, or 编辑 of `template`. */
export type TemplateFormTarget = { mode: 'create' } | { mode: 'edit'; template: MsgTemplate };

const HALF = { xs: 24, md: 12 } as const;

/**
 * The template form (MsgTemplateAddtion / MsgTemplateUpdating): code, name, channel, subject (in-app
 * and email), content with `${var}` placeholders and the declared variables with their samples,
 * and a live preview filled with the samples. An undeclared placeholder is refused before sending;
 * a server refusal (duplicateCode …) keeps the dialog and what was typed.
 */
export function TemplateFormModal({
  target,
  onClose,
  onSaved,
}: {
  target: TemplateFormTarget | undefined;
  onClose: () => void;
  onSaved: () => void;
}) {
  const api = useMsgApi();
  const [form] = Form.useForm<TemplateFormValues>();
  const { sending, run, busy } = useSending();
  const open = target !== undefined;
  // The live preview follows every change, a variable row's fields included.
  const [draft, setDraft] = useState<TemplateFormValues>({});
  const { channel, subject, content, variables } = draft;

  // Filled when it opens only: a kept-alive tab shown again (spec 2.8) must keep what was typed.
  const filledFor = useRef<TemplateFormTarget | undefined>(undefined);
  useEffect(() => {
    if (!target) {
      filledFor.current = undefined;
      return;
    }
    if (filledFor.current === target) return;
    filledFor.current = target;
    form.resetFields();
    const start =
      target.mode === 'edit' ? templateFormValues(target.template) : newTemplateValues();
    form.setFieldsValue(start);
    setDraft(start);
  }, [target, form]);
  const { noteChange } = useKeptFormInput(form, open);

  const save = async () => {
    if (!target || busy()) return;
    const values = await form.validateFields().catch(() => undefined);
    const fields = values && templateFieldsOf(form.getFieldsValue(true) as TemplateFormValues);
    if (!fields || busy()) return;
    await run(
      () => (target.mode === 'edit' ? api.updateTemplate(fields) : api.addTemplate(fields)),
      onSaved,
    );
  };

  const declared = (variables ?? []).flatMap((variable) =>
    variable?.name
      ? [{ name: variable.name, label: variable.label ?? '', sample: variable.sample }]
      : [],
  );

  return (
    <Modal
      open={open}
      title={target?.mode === 'edit' ? TEXTS.editTitle : TEXTS.addTitle}
      width={860}
      maskClosable={false}
      okText="确定"
      cancelText="取消"
      confirmLoading={sending}
      onOk={() => void save()}
      onCancel={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        name="msgTemplateForm"
        disabled={sending}
        onValuesChange={(_, all: TemplateFormValues) => {
          noteChange();
          setDraft(all);
        }}
      >
        <Row gutter={16}>
          <Col {...HALF}>
            <Form.Item
              name="templateCode"
              label={TEXTS.templateCode}
              rules={[
                { required: true, message: TEXTS.required(TEXTS.templateCode) },
                { pattern: TEMPLATE_CODE, message: TEXTS.templateCodeRule },
              ]}
            >
              <Input disabled={target?.mode === 'edit'} placeholder="如 SMS_PAY_SUCCESS" />
            </Form.Item>
          </Col>
          <Col {...HALF}>
            <Form.Item
              name="templateName"
              label={TEXTS.templateName}
              rules={[
                { required: true, whitespace: true, message: TEXTS.required(TEXTS.templateName) },
                { max: 50, message: '最多50个字' },
              ]}
            >
              <Input />
            </Form.Item>
          </Col>
          <Col {...HALF}>
            <Form.Item
              name="channel"
              label={TEXTS.channel}
              rules={[{ required: true, message: TEXTS.choose(TEXTS.channel) }]}
            >
              <DictSelect dictCode={MSG_DICT.channel} placeholder={TEXTS.choose(TEXTS.channel)} />
            </Form.Item>
          </Col>
          <Col {...HALF}>
            <Form.Item
              name="status"
              label={TEXTS.status}
              rules={[{ required: true, message: TEXTS.choose(TEXTS.status) }]}
            >
              <DictSelect
                dictCode={MSG_DICT.templateStatus}
                placeholder={TEXTS.choose(TEXTS.status)}
              />
            </Form.Item>
          </Col>
          {hasSubject(channel) ? (
            <Col span={24}>
              <Form.Item
                name="subject"
                label={TEXTS.subject}
                rules={[
                  { required: true, whitespace: true, message: TEXTS.required(TEXTS.subject) },
                ]}
              >
                <Input />
              </Form.Item>
            </Col>
          ) : null}
          <Col span={24}>
            <Form.Item
              name="content"
              label={TEXTS.content}
              extra={TEXTS.contentHint}
              rules={contentRules}
              dependencies={['subject', 'variables']}
            >
              <Input.TextArea rows={4} />
            </Form.Item>
          </Col>
        </Row>
        <Divider orientation="left">{TEXTS.variables}</Divider>
        <Form.List name="variables">
          {(rows, { add, remove }) => (
            <>
              {rows.map((row, index) => (
                <Space key={row.key} align="baseline" wrap>
                  <Form.Item
                    name={[row.name, 'name']}
                    label={TEXTS.variableName}
                    rules={variableNameRules}
                  >
                    <Input style={{ width: 160 }} />
                  </Form.Item>
                  <Form.Item
                    name={[row.name, 'label']}
                    label={TEXTS.variableLabel}
                    rules={[
                      {
                        required: true,
                        whitespace: true,
                        message: TEXTS.required(TEXTS.variableLabel),
                      },
                    ]}
                  >
                    <Input style={{ width: 160 }} />
                  </Form.Item>
                  <Form.Item name={[row.name, 'sample']} label={TEXTS.sample}>
                    <Input style={{ width: 200 }} />
                  </Form.Item>
                  <Button
                    type="text"
                    aria-label={TEXTS.removeVariable(index + 1)}
                    icon={<MinusCircleOutlined />}
                    onClick={() => remove(row.name)}
                  />
                </Space>
              ))}
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ sample: '' })}>
                {TEXTS.addVariable}
              </Button>
            </>
          )}
        </Form.List>
      </Form>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {TEXTS.livePreview}
      </Typography.Title>
      <FilledMessage
        template={{
          channel: channel ?? '01',
          subject,
          content: content ?? '',
          variables: declared,
        }}
        values={Object.fromEntries(declared.map((variable) => [variable.name, variable.sample]))}
      />
    </Modal>
  );
}
