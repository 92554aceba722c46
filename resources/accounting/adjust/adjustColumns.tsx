import { PaperClipOutlined } from '@ant-design/icons';
import { Button, Space, Typography, type TableColumnsType } from 'antd';
import type { Adjustment } from '../../../providers/bill-api';
import { ACCOUNT_DICT, type AdjustAction } from '../../../src/lib/account';
import { formatYuanText } from '../../../src/lib/money';
import { useDictText } from '../../customer/customer/useDictText';
import { StatusTag } from './StatusTag';
import { ADJUST_STATUS_COLORS } from './texts';

export interface AdjustRowAction {
  action: AdjustAction;
  label: string;
  needsReason: boolean;
}

/** The columns of 调账管理: codes through their dictionaries, amounts with separators (spec 9). */
export function useAdjustColumns(
  actionsOf: (adjustment: Adjustment) => AdjustRowAction[],
  onAction: (adjustment: Adjustment, action: AdjustRowAction) => void,
  fileUrl: (path: string) => string,
): TableColumnsType<Adjustment> {
  const directionText = useDictText(ACCOUNT_DICT.adjustDirection);
  return [
    { title: '调账单号', dataIndex: 'adjustNo', width: 190 },
    { title: '账号', dataIndex: 'acctNo', width: 170 },
    { title: '账户名称', dataIndex: 'acctName', ellipsis: true },
    {
      title: '调账方向',
      dataIndex: 'adjustDirection',
      width: 90,
      render: (code: string) => directionText(code),
    },
    {
      title: '金额（元）',
      dataIndex: 'amount',
      width: 140,
      align: 'right',
      render: (amount: string) => formatYuanText(amount),
    },
    { title: '调账原因', dataIndex: 'reason', ellipsis: true },
    {
      title: '附件',
      dataIndex: 'attachments',
      render: (attachments: Adjustment['attachments']) => (
        <Space direction="vertical" size={0}>
          {(attachments ?? []).map((file) => (
            // Same-origin static file; a new tab without access back to the console.
            <Typography.Link
              key={file.filePath}
              href={fileUrl(file.filePath)}
              target="_blank"
              rel="noopener noreferrer"
            >
              <PaperClipOutlined /> {file.fileName}
            </Typography.Link>
          ))}
        </Space>
      ),
    },
    {
      title: '状态',
      dataIndex: 'adjustStatus',
      width: 90,
      render: (code: string) => (
        <StatusTag
          dictCode={ACCOUNT_DICT.adjustStatus}
          value={code}
          colors={ADJUST_STATUS_COLORS}
        />
      ),
    },
    {
      title: '提交人',
      dataIndex: 'submitterName',
      width: 100,
      render: (name: string | undefined, row) => name ?? row.submitter ?? '',
    },
    { title: '提交时间', dataIndex: 'submitTime', width: 170 },
    {
      title: '复核人',
      dataIndex: 'auditorName',
      width: 100,
      render: (name: string | null | undefined, row) => name ?? row.auditor ?? '',
    },
    { title: '复核意见', dataIndex: 'auditRemark', ellipsis: true },
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      width: 180,
      render: (_: unknown, adjustment) => (
        <Space size="small" wrap>
          {actionsOf(adjustment).map((action) => (
            <Button
              key={action.action}
              type="link"
              size="small"
              autoInsertSpace={false}
              onClick={() => onAction(adjustment, action)}
            >
              {action.label}
            </Button>
          ))}
        </Space>
      ),
    },
  ];
}
