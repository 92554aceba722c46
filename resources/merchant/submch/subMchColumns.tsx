import { Button, Space, type TableColumnsType } from 'antd';
import type { SubMch } from '../../../providers/submch-api';
import type { SubMchActionView } from '../../../src/lib/submch';
import { DictTag } from '../../account/account/DictTag';
import { useDictText } from '../../customer/customer/useDictText';

/** submch_status → colour (antd presets): 待审核, 已启用, 已停用, 已驳回. */
export const SUBMCH_STATUS_COLOUR: Readonly<Record<string, string>> = {
  '00': 'processing',
  '01': 'success',
  '02': 'default',
  '03': 'error',
};

/** The columns of 商户管理: codes through their dictionaries, masked values as the server sent them. */
export function useSubMchColumns(
  actionsOf: (subMch: SubMch) => SubMchActionView[],
  onAction: (subMch: SubMch, action: SubMchActionView) => void,
): TableColumnsType<SubMch> {
  const typeText = useDictText('cus_type');
  return [
    { title: '商户编号', dataIndex: 'mchCode', width: 150 },
    { title: '商户名称', dataIndex: 'mchName', ellipsis: true },
    { title: '商户简称', dataIndex: 'mchShortName', width: 120 },
    {
      title: '商户类型',
      dataIndex: 'cusType',
      width: 110,
      render: (code: string) => typeText(code),
    },
    {
      title: '所属平台客户',
      dataIndex: 'platformCusCode',
      width: 200,
      render: (code: string, subMch) => subMch.platformCusName ?? code,
    },
    { title: '联系人', dataIndex: 'contactName', width: 100 },
    { title: '联系人手机号', dataIndex: 'contactMobile', width: 130 },
    {
      title: '商户状态',
      dataIndex: 'status',
      width: 100,
      render: (code: string) => (
        <DictTag dictCode="submch_status" value={code} colours={SUBMCH_STATUS_COLOUR} />
      ),
    },
    { title: '状态原因', dataIndex: 'statusReason', width: 200, ellipsis: true },
    { title: '创建时间', dataIndex: 'createTime', width: 170 },
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      width: 160,
      render: (_: unknown, subMch) => (
        <Space size="small" wrap>
          {actionsOf(subMch).map((action) => (
            // Buttons, not bare links: reachable by keyboard (axe: the scrolled table needs them).
            <Button
              key={action.action}
              type="link"
              size="small"
              autoInsertSpace={false}
              onClick={() => onAction(subMch, action)}
            >
              {action.label}
            </Button>
          ))}
        </Space>
      ),
    },
  ];
}
