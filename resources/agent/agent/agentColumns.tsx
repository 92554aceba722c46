import { Button, Space, type TableColumnsType } from 'antd';
import type { Agent } from '../../../providers/agent-api';
import { AGENT_DICT, COMMISSION_MODE } from '../../../src/lib/agent';
import { formatYuanText } from '../../../src/lib/money';
import { useDictText } from '../../customer/customer/useDictText';
import { StatusCell } from '../shared/StatusCell';
import { SHARED_TEXTS } from '../shared/texts';
import { AGENT_TEXTS as TEXTS } from './texts';

export interface AgentRowAction {
  key: 'edit' | 'addChild' | 'status' | 'customers';
  label: string;
}

/** An agent's commission as read: "0.0500%" of the amount, or "0.50 元/笔". */
export function commissionText(agent: Agent): string {
  if (agent.commissionMode === COMMISSION_MODE.fixed && agent.commissionFixed) {
    return `${formatYuanText(agent.commissionFixed)} 元/笔`;
  }
  return agent.commissionRate ? `${agent.commissionRate}%` : '';
}

/**
 * The columns of the agent tree: the name first (it carries the expand icons), the level and the
 * parent, the commission terms, the customers and the status, codes through their dictionaries.
 */
export function useAgentColumns(
  actionsOf: (agent: Agent) => AgentRowAction[],
  onAction: (agent: Agent, action: AgentRowAction) => void,
): TableColumnsType<Agent> {
  const levelText = useDictText(AGENT_DICT.level);
  const modeText = useDictText(AGENT_DICT.commissionMode);
  return [
    { title: TEXTS.agentName, dataIndex: 'agentName', width: 260 },
    { title: TEXTS.agentCode, dataIndex: 'agentCode', width: 120 },
    {
      title: TEXTS.level,
      dataIndex: 'level',
      width: 100,
      render: (code: string) => levelText(code),
    },
    {
      title: TEXTS.parent,
      dataIndex: 'parentName',
      width: 140,
      render: (name: string | null, agent) =>
        agent.parentCode ? `${name ?? ''}（${agent.parentCode}）` : '—',
    },
    { title: SHARED_TEXTS.contactName, dataIndex: 'contactName', width: 90 },
    { title: SHARED_TEXTS.contactMobile, dataIndex: 'contactMobile', width: 130 },
    { title: TEXTS.region, dataIndex: 'region', width: 170, ellipsis: true },
    {
      title: TEXTS.commission,
      key: 'commission',
      width: 180,
      render: (_: unknown, agent) => `${modeText(agent.commissionMode)} ${commissionText(agent)}`,
    },
    { title: TEXTS.customerCount, dataIndex: 'customerCount', width: 80, align: 'right' },
    {
      title: TEXTS.status,
      dataIndex: 'agentStatus',
      width: 150,
      render: (status: string, agent) => <StatusCell status={status} reason={agent.statusReason} />,
    },
    { title: SHARED_TEXTS.createTime, dataIndex: 'createTime', width: 170 },
    {
      title: SHARED_TEXTS.actions,
      key: 'actions',
      fixed: 'right',
      width: 240,
      render: (_: unknown, agent) => (
        <Space size="small" wrap>
          {actionsOf(agent).map((action) => (
            // Buttons, not bare links: reachable by keyboard.
            <Button
              key={action.key}
              type="link"
              size="small"
              autoInsertSpace={false}
              onClick={() => onAction(agent, action)}
            >
              {action.label}
            </Button>
          ))}
        </Space>
      ),
    },
  ];
}
