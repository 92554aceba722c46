import { Form, Input, InputNumber, Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { AcctNoRule } from '../../../providers/acct-api';
import { DictSelect } from '../../../src/components/DictSelect';
import { ACCOUNT_DICT } from '../../../src/lib/account';
import { OPERATION_SUCCEEDED } from '../../../src/lib/messages';
import { useAcctApi } from '../../account/account/acctApiContext';
import {
  NEW_RULE_VALUES,
  nextSeqRules,
  RULE_FORM_RULES as RULES,
  ruleFieldsOf,
  ruleFormValues,
  SEQ_WIDTH,
  type RuleFormValues,
} from './ruleForm';
import { ACCTNO_TEXTS as TEXTS, RULE_LABELS as LABELS } from './texts';
import { useAppFeedback } from '../../../src/components/feedback/useAppFeedback';

export type RuleFormState = { open: false } | { open: true; rule?: AcctNoRule };

/**
 * 新增 / 编辑 of an account-number rule (AcctNoRuleAddtion / AcctNoRuleUpdating). A refusal keeps
 * the dialog and its input and shows the server's text (spec 7.1); one save at a time.
 */
export function RuleFormModal({
  state,
  onClose,
  onSaved,
}: {
  state: RuleFormState;
  onClose: () => void;
  onSaved: () => void;
}) {
  const api = useAcctApi();
  const { message } = useAppFeedback();
  const [form] = Form.useForm<RuleFormValues>();
  const [saving, setSaving] = useState(false);
  const inFlight = useRef(false);
  const rule = state.open ? state.rule : undefined;

  useEffect(() => {
    if (!state.open) return;
    form.resetFields();
    form.setFieldsValue(state.rule ? ruleFormValues(state.rule) : NEW_RULE_VALUES);
  }, [state, form]);

  const save = async () => {
    if (inFlight.current) return;
    const values = await form.validateFields().catch(() => undefined);
    const fields = values ? ruleFieldsOf(values) : undefined;
    if (!fields || inFlight.current) return;
    inFlight.current = true;
    setSaving(true);
    try {
      const outcome = rule ? await api.updateRule(rule.ruleId, fields) : await api.addRule(fields);
      if (!outcome.ok) {
        if (!outcome.presented) void message.warning(outcome.message);
        return;
      }
      void message.success(outcome.message || OPERATION_SUCCEEDED);
      onSaved();
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  };

  return (
    <Modal
      open={state.open}
      title={rule ? TEXTS.editTitle : TEXTS.addTitle}
      okText="确定"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      maskClosable={false}
    >
      <Form form={form} layout="vertical" name="acctNoRule">
        <Form.Item name="ruleName" label={LABELS.ruleName} rules={RULES.ruleName}>
          <Input maxLength={50} placeholder="请输入规则名称" />
        </Form.Item>
        <Form.Item name="prefix" label={LABELS.prefix} rules={RULES.prefix}>
          <Input maxLength={8} placeholder="2-8位数字" inputMode="numeric" />
        </Form.Item>
        <Form.Item
          name="channelCode"
          label={LABELS.channelCode}
          rules={RULES.channelCode}
          dependencies={['prefix', 'seqWidth']}
        >
          <DictSelect dictCode="cus_channel" />
        </Form.Item>
        <Form.Item name="acctType" label={LABELS.acctType} rules={RULES.acctType}>
          <DictSelect dictCode={ACCOUNT_DICT.acctType} />
        </Form.Item>
        <Form.Item name="seqWidth" label={LABELS.seqWidth} rules={RULES.seqWidth}>
          <InputNumber min={SEQ_WIDTH.min} max={SEQ_WIDTH.max} precision={0} />
        </Form.Item>
        <Form.Item name="nextSeq" label={LABELS.nextSeq} rules={nextSeqRules(rule?.nextSeq)}>
          <InputNumber min={1} precision={0} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="ruleStatus" label={LABELS.ruleStatus}>
          <DictSelect dictCode={ACCOUNT_DICT.acctNoRuleStatus} type="radio" allowClear={false} />
        </Form.Item>
        <Form.Item name="remark" label={LABELS.remark}>
          <Input.TextArea rows={2} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
