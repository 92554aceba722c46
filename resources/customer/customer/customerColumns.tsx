import { Button, Space, type TableColumnsType } from 'antd';
import type { Customer } from '../../../providers/customer-api';
import { CustomerDetailLink } from '../detail/CustomerDetailLink';
import type { RowAction } from './customerRowActions';
import { useDictText } from './useDictText';

/** The columns of 客户信息: codes through their dictionaries, masked values as the server sent them. */
export function useCustomerColumns(
  actionsOf: (customer: Customer) => RowAction[],
  onAction: (customer: Customer, action: RowAction) => void,
): TableColumnsType<Customer> {
  const typeText = useDictText('cus_type');
  const statusText = useDictText('cus_status');
  const agentText = useDictText('agent');
  return [
    { title: '客户代码', dataIndex: 'cusCode', width: 150 },
    {
      title: '客户名称',
      dataIndex: 'cusName',
      ellipsis: true,
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
    { title: '证件号码', dataIndex: 'certNo', width: 190 },
    { title: '联系人', dataIndex: 'contactName', width: 100 },
    { title: '联系人手机号', dataIndex: 'contactMobile', width: 130 },
    {
      title: '所属代理',
      dataIndex: 'agentCode',
      width: 140,
      render: (code: string | null, customer) => agentText(code) || (customer.agentName ?? ''),
    },
    {
      title: '客户状态',
      dataIndex: 'cusStatus',
      width: 100,
      render: (code: string) => statusText(code),
    },
    { title: '创建时间', dataIndex: 'createTime', width: 170 },
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      width: 200,
      render: (_: unknown, customer) => (
        <Space size="small" wrap>
          {actionsOf(customer).map((action) => (
            // Buttons, not bare links: reachable by keyboard (axe: the scrolled table needs them).
            <Button
              key={action.label}
              type="link"
              size="small"
              autoInsertSpace={false}
              onClick={() => onAction(customer, action)}
            >
              {action.label}
            </Button>
          ))}
        </Space>
      ),
    },
  ];
}
