import { Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { DictSelect } from '../../../src/components/DictSelect';
import { OPERATION_SUCCEEDED, pleaseEnter, pleaseSelect } from '../../../src/lib/messages';
import { permissionApi, type DataRule, type DataRuleForm as DataRuleBody } from './permissionApi';
import { useAppFeedback } from '../../../src/components/feedback/useAppFeedback';

/** Dictionary of the rule operators (>, =, LIKE, IN, USE_SQL_RULES…). */
export const RULE_CONDITIONS_DICT = 'rule_conditions';
/** A custom SQL rule names no field (JeecgBoot PermissionDataRuleModal). */
const SQL_RULE = 'USE_SQL_RULES';

const STATUS_OPTIONS = [
  { value: '1', label: '有效' },
  { value: '0', label: '无效' },
];

type RuleValues = Pick<DataRuleBody, 'ruleName' | 'ruleColumn' | 'ruleConditions' | 'ruleValue'> & {
  status?: string | null;
};

export interface DataRuleFormProps {
  permissionId: string;
  /** The rule edited; a new rule when absent. */
  rule?: DataRule;
  onClose: () => void;
  /** After a save: close and read the rules again. */
  onSaved: () => void;
}

/**
 * 新增 / 编辑 of one data rule (JeecgBoot PermissionDataRuleModal): name, operator, field (not for
 * a custom SQL rule), value and status. The server's message on success; a refused save shows its
 * message and keeps the input.
 */
export function DataRuleForm({ permissionId, rule, onClose, onSaved }: DataRuleFormProps) {
  const { message } = useAppFeedback();
  const [form] = Form.useForm<RuleValues>();
  const [saving, setSaving] = useState(false);

  const save = async (values: RuleValues) => {
    setSaving(true);
    const body = { ...values, permissionId };
    const outcome = rule
      ? await permissionApi.editDataRule({ ...body, id: rule.id })
      : await permissionApi.addDataRule(body);
    setSaving(false);
    if (outcome.ok) {
      void message.success(outcome.message.trim() || OPERATION_SUCCEEDED);
      onSaved();
    } else if (!outcome.presented) void message.warning(outcome.message);
  };

  return (
    <Modal
      open
      title={rule ? '编辑' : '新增'}
      width={600}
      okText="确定"
      cancelText="关闭"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form<RuleValues>
        form={form}
        name="dataRule"
        labelCol={{ span: 5 }}
        wrapperCol={{ span: 16 }}
        initialValues={
          rule
            ? {
                ruleName: rule.ruleName,
                ruleColumn: rule.ruleColumn,
                ruleConditions: rule.ruleConditions,
                ruleValue: rule.ruleValue,
                status: rule.status ?? '1',
              }
            : { status: '1' }
        }
        onFinish={(values) => void save(values)}
      >
        <Form.Item
          name="ruleName"
          label="规则名称"
          rules={[{ required: true, whitespace: true, message: pleaseEnter('规则名称') }]}
        >
          <Input placeholder={pleaseEnter('规则名称')} />
        </Form.Item>
        <Form.Item
          name="ruleConditions"
          label="条件规则"
          rules={[{ required: true, message: pleaseSelect('条件规则') }]}
        >
          <DictSelect dictCode={RULE_CONDITIONS_DICT} placeholder={pleaseSelect('条件规则')} />
        </Form.Item>
        <Form.Item noStyle dependencies={['ruleConditions']}>
          {({ getFieldValue }) =>
            getFieldValue('ruleConditions') === SQL_RULE ? null : (
              <Form.Item
                name="ruleColumn"
                label="规则字段"
                rules={[{ required: true, whitespace: true, message: pleaseEnter('规则字段') }]}
              >
                <Input placeholder={pleaseEnter('规则字段')} />
              </Form.Item>
            )
          }
        </Form.Item>
        <Form.Item
          name="ruleValue"
          label="规则值"
          rules={[{ required: true, whitespace: true, message: pleaseEnter('规则值') }]}
        >
          <Input placeholder={pleaseEnter('规则值')} />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <Radio.Group options={STATUS_OPTIONS} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
