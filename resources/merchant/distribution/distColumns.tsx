import { Button, Space, type TableColumnsType } from 'antd';
import type { Distribution } from '../../../providers/distribution-api';
import { DIST_DICT, type DistViewerAction } from '../../../src/lib/distribution';
import { formatYuanText } from '../../../src/lib/money';
import { StatusTag } from '../../accounting/adjust/StatusTag';
import { useDictText } from '../../customer/customer/useDictText';
import { DIST_COLUMN_TITLES as TITLES, DIST_STATUS_COLORS, DIST_TEXTS as TEXTS } from './texts';

export interface DistRowAction {
  action: DistViewerAction;
  label: string;
  needsReason: boolean;
}

/** The columns of 资金分发 and 分发审核: codes through their dictionaries, amounts with separators. */
export function useDistColumns(
  actionsOf: (distribution: Distribution) => DistRowAction[],
  onAction: (distribution: Distribution, action: DistRowAction) => void,
  onView: (distribution: Distribution) => void,
): TableColumnsType<Distribution> {
  const modeText = useDictText(DIST_DICT.distMode);
  return [
    { title: TITLES.distNo, dataIndex: 'distNo', width: 190 },
    {
      title: TITLES.payer,
      dataIndex: 'payerAcctNo',
      render: (acctNo: string, row) =>
        row.payerAcctName ? `${row.payerAcctName}（${acctNo}）` : acctNo,
    },
    {
      title: TITLES.mode,
      dataIndex: 'distMode',
      width: 90,
      render: (code: string) => modeText(code),
    },
    { title: TITLES.rule, dataIndex: 'ruleName', ellipsis: true },
    {
      title: TITLES.totalAmount,
      dataIndex: 'totalAmount',
      width: 150,
      align: 'right',
      render: (amount: string) => formatYuanText(amount),
    },
    { title: TITLES.itemCount, dataIndex: 'itemCount', width: 70, align: 'right' },
    {
      title: TITLES.status,
      dataIndex: 'distStatus',
      width: 100,
      render: (code: string) => (
        <StatusTag dictCode={DIST_DICT.distStatus} value={code} colors={DIST_STATUS_COLORS} />
      ),
    },
    {
      title: TITLES.submitter,
      dataIndex: 'submitterName',
      width: 100,
      render: (name: string | undefined, row) => name ?? row.submitter ?? '',
    },
    { title: TITLES.submitTime, dataIndex: 'submitTime', width: 170 },
    {
      title: TITLES.auditor,
      dataIndex: 'auditorName',
      width: 100,
      render: (name: string | null | undefined, row) => name ?? row.auditor ?? '',
    },
    { title: TITLES.auditTime, dataIndex: 'auditTime', width: 170 },
    { title: TITLES.auditRemark, dataIndex: 'auditRemark', ellipsis: true },
    {
      title: TITLES.actions,
      key: 'actions',
      fixed: 'right',
      width: 200,
      render: (_: unknown, distribution) => (
        <Space size="small" wrap>
          <Button
            type="link"
            size="small"
            autoInsertSpace={false}
            onClick={() => onView(distribution)}
          >
            {TEXTS.view}
          </Button>
          {actionsOf(distribution).map((action) => (
            <Button
              key={action.action}
              type="link"
              size="small"
              danger={action.action !== 'pass'}
              autoInsertSpace={false}
              onClick={() => onAction(distribution, action)}
            >
              {action.label}
            </Button>
          ))}
        </Space>
      ),
    },
  ];
}
