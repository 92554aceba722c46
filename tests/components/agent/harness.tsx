/**
 * Renders 代理商 and 供应商 over recording /cap service calls: the real API (providers/agent-api.ts)
 * over a fake `servicePost`, so tests assert the path and payload each user action sends.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import type { ReactNode } from 'react';
import { AGENT_PATHS, createAgentApi, type Agent } from '../../../providers/agent-api';
import type { ServicePost } from '../../../providers/cap-list';
import { AgentListPage } from '../../../resources/agent/agent/AgentListPage';
import { AgentApiContext } from '../../../resources/agent/shared/agentApiContext';
import { SupplierListPage } from '../../../resources/agent/supplier/SupplierListPage';
import { storage } from '../../../src/lib/storage';

configure({ asyncUtilTimeout: 20_000 });

export { capOk, capRefused, choose, grant, recordingPost } from '../customer/harness';
export { AGENT_PATHS };

export const ALL_CODES = [
  'agent:add',
  'agent:edit',
  'agent:status',
  'supplier:add',
  'supplier:edit',
  'supplier:status',
];

export const treeBody = (roots: readonly Agent[]) => ({
  listData: roots,
  page: { count: roots.length, pageSize: 1000, offset: 0 },
});

/** An agent of the contract's examples (AG001 杭州西湖代理, level 1, enabled). */
export function agent(overrides: Partial<Agent> = {}): Agent {
  return {
    agentCode: 'AG001',
    agentName: '杭州西湖代理',
    level: '1',
    parentCode: null,
    parentName: null,
    contactName: '陈建国',
    contactMobile: '138****6621',
    region: '浙江省杭州市西湖区',
    settleAcct: {
      bankName: '中国工商银行',
      branchName: '杭州西湖支行',
      cardNo: '6222 **** **** 3306',
      acctName: '杭州西湖网络科技有限公司',
      acctKind: '1',
    },
    commissionMode: '01',
    commissionRate: '0.0500',
    commissionFixed: null,
    customerCount: 2,
    agentStatus: '01',
    statusReason: null,
    remark: null,
    createTime: '2025-03-12 09:30:00',
    children: [],
    ...overrides,
  };
}

const item = (value: string, text: string) => ({ value, text, title: text, label: text });

/** The login's dictionary cache. */
export function seedDictionaries() {
  storage.set('UI_CACHE_DB_DICT_DATA', {
    agt_status: [item('01', '启用'), item('02', '停用')],
    agt_level: [item('1', '一级代理'), item('2', '二级代理'), item('3', '三级代理')],
    agt_commission_mode: [item('01', '按交易额比例'), item('02', '按笔固定')],
    agt_supply_type: [item('01', '支付通道'), item('04', '短信服务')],
    agt_settle_cycle: [item('01', 'T+0'), item('02', 'T+1'), item('03', '月结')],
    cus_settle_acct_type: [item('1', '对公'), item('2', '对私')],
    cus_status: [item('02', '已生效')],
    cus_type: [item('01', '企业')],
  });
}

function view(post: ServicePost, page: ReactNode) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <AntdApp>
        <AgentApiContext value={createAgentApi(post)}>{page}</AgentApiContext>
      </AntdApp>
    </QueryClientProvider>
  );
}

export const renderAgents = (post: ServicePost) => render(view(post, <AgentListPage />));
export const renderSuppliers = (post: ServicePost) => render(view(post, <SupplierListPage />));
