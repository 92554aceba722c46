import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Drawer, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { Agent, Customer } from '../../../providers/agent-api';
import { serverPagination, type PageRequest } from '../../../src/components/pagination';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE, GRID_PAGE_SIZE_OPTIONS } from '../../../src/lib/constants';
import { useDictText } from '../../customer/customer/useDictText';
import { CustomerDetailLink } from '../../customer/detail/CustomerDetailLink';
import { useFailureOnce } from '../../kit/useFailureOnce';
import { useFeedback } from '../../kit/useFeedback';
import { useAgentApi } from '../shared/agentApiContext';
import { SHARED_TEXTS } from '../shared/texts';
import { AGENT_TEXTS as TEXTS } from './texts';

const FIRST: PageRequest = { pageNo: FIRST_PAGE, pageSize: DEFAULT_PAGE_SIZE };

function useCustomerColumns(): TableColumnsType<Customer> {
  const statusText = useDictText('cus_status');
  const typeText = useDictText('cus_type');
  return [
    { title: '客户代码', dataIndex: 'cusCode', width: 150 },
    {
      title: '客户名称',
      dataIndex: 'cusName',
      render: (name: string, customer) => (
        <CustomerDetailLink cusCode={customer.cusCode}>{name}</CustomerDetailLink>
      ),
    },
    {
      title: '客户类型',
      dataIndex: 'cusType',
      width: 110,
      render: (code: string) => typeText(code),
    },
    {
      title: '客户状态',
      dataIndex: 'cusStatus',
      width: 90,
      render: (code: string) => statusText(code),
    },
    { title: SHARED_TEXTS.createTime, dataIndex: 'createTime', width: 170 },
  ];
}

/** One agent's customers, a page at a time (a new agent starts at the first page: keyed). */
function AgentCustomersTable({ agentCode }: { agentCode: string }) {
  const api = useAgentApi();
  const feedback = useFeedback();
  const [page, setPage] = useState<PageRequest>(FIRST);
  const query = useQuery({
    queryKey: ['cap', 'agent', 'customers', agentCode, page],
    queryFn: () => api.agentCustomers(agentCode, { pageNum: page.pageNo, pageSize: page.pageSize }),
    placeholderData: keepPreviousData,
    retry: false,
  });
  useFailureOnce(query, feedback.failed);
  const columns = useCustomerColumns();

  return (
    <Table<Customer>
      rowKey="cusCode"
      columns={columns}
      dataSource={query.data?.rows ?? []}
      loading={query.isFetching}
      locale={{ emptyText: TEXTS.customersEmpty }}
      pagination={serverPagination(page, query.data?.total ?? 0, GRID_PAGE_SIZE_OPTIONS, setPage)}
      scroll={{ x: 'max-content' }}
    />
  );
}

/**
 * An agent's customers (spec 2.7 "agents see their own customers"): the customers whose agentCode
 * is the agent, read through CusMastInfoInquiry; each name opens its 客户详情 tab.
 */
export function AgentCustomersDrawer({
  agent,
  onClose,
}: {
  agent: Agent | undefined;
  onClose: () => void;
}) {
  return (
    <Drawer
      open={agent !== undefined}
      title={agent ? TEXTS.customersTitle(agent.agentName) : undefined}
      width={820}
      onClose={onClose}
    >
      {agent ? <AgentCustomersTable key={agent.agentCode} agentCode={agent.agentCode} /> : null}
    </Drawer>
  );
}
