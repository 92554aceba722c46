import { Col, Descriptions, Form, Input, Modal, Row } from 'antd';
import { useEffect, useRef } from 'react';
import type { Agent } from '../../../providers/agent-api';
import { DictSelect } from '../../../src/components/DictSelect';
import { AGENT_DICT, AGENT_RULES, COMMISSION_MODE, commissionRule } from '../../../src/lib/agent';
import { useDictText } from '../../customer/customer/useDictText';
import { useKeptFormInput } from '../../kit/useKeptFormInput';
import { useSending } from '../../kit/useSending';
import { useAgentApi } from '../shared/agentApiContext';
import { ContactFields, SettleAcctFields } from '../shared/SettleAcctFields';
import { SHARED_TEXTS } from '../shared/texts';
import { agentFieldsOf, agentFormValues, type AgentFormValues } from './agentForm';
import { AGENT_TEXTS as TEXTS } from './texts';

/** 新建 (a level-1 agent), 添加下级 (under `parent`, at `level`) or 编辑. */
export type AgentFormTarget =
  | { mode: 'create' }
  | { mode: 'child'; parent: Agent; level: string }
  | { mode: 'edit'; agent: Agent };

const HALF = { xs: 24, md: 12 } as const;

const TITLES = { create: TEXTS.addTitle, child: TEXTS.addChildTitle, edit: TEXTS.editTitle };

/**
 * The agent form (AgentAddtion / AgentUpdating, spec 5.1 rules): the parent and the derived level
 * shown when adding a child, the contact, the commission terms (a rate or a fixed amount per
 * transaction) and the settlement account. A refusal (duplicateName, levelTooDeep …) keeps the
 * dialog and what was typed and shows the server's text; one save at a time.
 */
export function AgentFormModal({
  target,
  onClose,
  onSaved,
}: {
  target: AgentFormTarget | undefined;
  onClose: () => void;
  onSaved: () => void;
}) {
  const api = useAgentApi();
  const [form] = Form.useForm<AgentFormValues>();
  const { sending, run, busy } = useSending();
  const levelText = useDictText(AGENT_DICT.level);
  const mode = Form.useWatch('commissionMode', form);
  const open = target !== undefined;

  // Filled when it opens only: a kept-alive tab shown again (spec 2.8) must keep what was typed.
  const filledFor = useRef<AgentFormTarget | undefined>(undefined);
  useEffect(() => {
    if (!target) {
      filledFor.current = undefined;
      return;
    }
    if (filledFor.current === target) return;
    filledFor.current = target;
    form.resetFields();
    if (target.mode === 'edit') form.setFieldsValue(agentFormValues(target.agent));
  }, [target, form]);
  const { noteChange } = useKeptFormInput(form, open);

  const save = async () => {
    if (!target || busy()) return;
    const values = await form.validateFields().catch(() => undefined);
    const fields = values && agentFieldsOf(values);
    if (!fields || busy()) return;
    await run(() => {
      if (target.mode === 'edit') return api.updateAgent(target.agent.agentCode, fields);
      return api.addAgent(fields, target.mode === 'child' ? target.parent.agentCode : undefined);
    }, onSaved);
  };

  return (
    <Modal
      open={open}
      title={target ? TITLES[target.mode] : undefined}
      width={860}
      maskClosable={false}
      okText="确定"
      cancelText="取消"
      confirmLoading={sending}
      onOk={() => void save()}
      onCancel={onClose}
    >
      {target?.mode === 'child' ? (
        <Descriptions size="small" column={2} style={{ marginBottom: 16 }}>
          <Descriptions.Item label={TEXTS.parent}>
            {`${target.parent.agentName}（${target.parent.agentCode}）`}
          </Descriptions.Item>
          <Descriptions.Item label={TEXTS.newLevel}>{levelText(target.level)}</Descriptions.Item>
        </Descriptions>
      ) : null}
      {target?.mode === 'edit' ? (
        <Descriptions size="small" column={2} style={{ marginBottom: 16 }}>
          <Descriptions.Item label={TEXTS.agentCode}>{target.agent.agentCode}</Descriptions.Item>
          <Descriptions.Item label={TEXTS.level}>{levelText(target.agent.level)}</Descriptions.Item>
          <Descriptions.Item label={TEXTS.parent}>
            {target.agent.parentName ?? TEXTS.noParent}
          </Descriptions.Item>
        </Descriptions>
      ) : null}
      <Form
        form={form}
        layout="vertical"
        name="agentForm"
        disabled={sending}
        onValuesChange={noteChange}
      >
        <Row gutter={16}>
          <Col {...HALF}>
            <Form.Item name="agentName" label={TEXTS.agentName} rules={AGENT_RULES.agentName}>
              <Input placeholder={`请输入${TEXTS.agentName}`} />
            </Form.Item>
          </Col>
          <Col {...HALF}>
            <Form.Item name="region" label={TEXTS.region} rules={AGENT_RULES.region}>
              <Input placeholder="如：浙江省杭州市西湖区" />
            </Form.Item>
          </Col>
          <ContactFields />
          <Col {...HALF}>
            <Form.Item
              name="commissionMode"
              label={TEXTS.commissionMode}
              rules={AGENT_RULES.commissionMode}
            >
              <DictSelect
                dictCode={AGENT_DICT.commissionMode}
                placeholder={`请选择${TEXTS.commissionMode}`}
              />
            </Form.Item>
          </Col>
          <Col {...HALF}>
            {mode === COMMISSION_MODE.fixed ? (
              <Form.Item
                name="commissionFixed"
                label={TEXTS.commissionFixed}
                dependencies={['commissionMode']}
                rules={[commissionRule('commissionFixed')]}
              >
                <Input placeholder="每笔交易的佣金，如 0.50" inputMode="decimal" />
              </Form.Item>
            ) : (
              <Form.Item
                name="commissionRate"
                label={TEXTS.commissionRate}
                dependencies={['commissionMode']}
                rules={[commissionRule('commissionRate')]}
              >
                <Input placeholder="交易额的百分比，如 0.0500" inputMode="decimal" />
              </Form.Item>
            )}
          </Col>
          <SettleAcctFields />
          <Col span={24}>
            <Form.Item name="remark" label={SHARED_TEXTS.remark} rules={AGENT_RULES.remark}>
              <Input.TextArea rows={2} maxLength={200} showCount />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
