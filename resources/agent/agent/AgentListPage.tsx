import { Button, Card, Space, Table } from 'antd';
import { useState } from 'react';
import type { Agent } from '../../../providers/agent-api';
import {
  AGENT_BUTTON,
  addChildCheck,
  childrenStillEnabled,
  enabledChildren,
  statusAction,
} from '../../../src/lib/agent';
import { useAllowed } from '../../kit/useAllowed';
import { useAgentApi } from '../shared/agentApiContext';
import { StatusChangeModal, type PendingStatusChange } from '../shared/StatusChangeModal';
import { statusChangeConfirm } from '../shared/texts';
import { useAgentColumns, type AgentRowAction } from './agentColumns';
import { AgentCustomersDrawer } from './AgentCustomersDrawer';
import { AgentFormModal, type AgentFormTarget } from './AgentFormModal';
import { AgentSearchForm } from './AgentSearchForm';
import { AGENT_TEXTS as TEXTS } from './texts';
import { useAgentTree } from './useAgentTree';
import { useAppFeedback } from '../../../src/components/feedback/useAppFeedback';

/**
 * 代理商 (issue 18 C; spec 2.7 "Agents and suppliers"): the agent tree (level and parent, expand /
 * collapse), 新建 / 编辑 / 添加下级 (at most three levels: refused here with the reason before the
 * server is asked), 启用 / 停用 with a reason, and an agent's customers in a drawer, each action
 * behind its spec 6 button code.
 */
export function AgentListPage() {
  const api = useAgentApi();
  const tree = useAgentTree();
  const allowed = useAllowed();
  const { message } = useAppFeedback();
  const [formTarget, setFormTarget] = useState<AgentFormTarget>();
  const [statusChange, setStatusChange] = useState<PendingStatusChange>();
  const [customersOf, setCustomersOf] = useState<Agent>();

  const actionsOf = (agent: Agent): AgentRowAction[] => {
    const change = statusAction(agent.agentStatus);
    return [
      ...(allowed(AGENT_BUTTON.agentEdit) ? [{ key: 'edit' as const, label: '编辑' }] : []),
      ...(allowed(AGENT_BUTTON.agentAdd)
        ? [{ key: 'addChild' as const, label: TEXTS.addChild }]
        : []),
      ...(change && allowed(AGENT_BUTTON.agentStatus)
        ? [{ key: 'status' as const, label: change.label }]
        : []),
      { key: 'customers', label: TEXTS.customers },
    ];
  };

  const askStatusChange = (agent: Agent) => {
    const change = statusAction(agent.agentStatus);
    if (!change) return;
    const stillEnabled = change.action === 'disable' ? enabledChildren(agent) : [];
    setStatusChange({
      label: change.label,
      confirm: statusChangeConfirm(change.label, TEXTS.kind, agent.agentName),
      warning:
        stillEnabled.length > 0
          ? childrenStillEnabled(stillEnabled.map((child) => child.agentName))
          : undefined,
      danger: change.action === 'disable',
      send: (reason) => api.changeAgentStatus(agent.agentCode, change.action, reason),
    });
  };

  const onAction = (agent: Agent, action: AgentRowAction) => {
    if (action.key === 'edit') setFormTarget({ mode: 'edit', agent });
    else if (action.key === 'status') askStatusChange(agent);
    else if (action.key === 'customers') setCustomersOf(agent);
    else {
      const check = addChildCheck(agent);
      if (check.allowed) setFormTarget({ mode: 'child', parent: agent, level: check.level });
      else void message.warning(check.reason);
    }
  };
  const columns = useAgentColumns(actionsOf, onAction);
  const afterChange = () => {
    setFormTarget(undefined);
    setStatusChange(undefined);
    tree.refresh();
  };

  return (
    <Card title={TEXTS.title}>
      <AgentSearchForm onSearch={tree.search} />
      <Space style={{ marginBottom: 16 }}>
        {allowed(AGENT_BUTTON.agentAdd) ? (
          <Button type="primary" onClick={() => setFormTarget({ mode: 'create' })}>
            {TEXTS.add}
          </Button>
        ) : null}
        <Button onClick={tree.expandAll}>{TEXTS.expandAll}</Button>
        <Button onClick={tree.collapseAll}>{TEXTS.collapseAll}</Button>
      </Space>
      <Table<Agent>
        rowKey="agentCode"
        columns={columns}
        dataSource={tree.roots}
        loading={tree.loading}
        pagination={false}
        expandable={{
          expandedRowKeys: [...tree.expanded],
          onExpandedRowsChange: (keys) => tree.setExpanded(keys.map(String)),
        }}
        scroll={{ x: 'max-content' }}
      />
      <AgentFormModal
        target={formTarget}
        onClose={() => setFormTarget(undefined)}
        onSaved={afterChange}
      />
      <StatusChangeModal
        pending={statusChange}
        onClose={() => setStatusChange(undefined)}
        onDone={afterChange}
      />
      <AgentCustomersDrawer agent={customersOf} onClose={() => setCustomersOf(undefined)} />
    </Card>
  );
}
