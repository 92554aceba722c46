import { Button, Typography, type TableColumnsType } from 'antd';
import type { SupAlert } from '../../../providers/supervision-api';
import { formatYuanText } from '../../../src/lib/money';
import { SUP_DICT, canAcknowledge } from '../../../src/lib/supervision';
import { DictTag } from '../../account/account/DictTag';
import { useDictText } from '../../customer/customer/useDictText';
import { ALERT_TEXTS as TEXTS } from './texts';

const TITLES = TEXTS.columns;

/** sup_alert_level → colour: 提示, 警告, 严重. */
const LEVEL_COLOUR: Readonly<Record<string, string>> = {
  '01': 'blue',
  '02': 'orange',
  '03': 'red',
};
/** sup_alert_status → colour: 未处理, 已确认. */
const STATUS_COLOUR: Readonly<Record<string, string>> = { '00': 'warning', '01': 'success' };

/**
 * The columns of 监管预警; 确认 shows on an alert still 未处理 when `canAck` (sup:ack), and an
 * acknowledged one shows who acknowledged it and when.
 */
export function useAlertColumns(
  canAck: boolean,
  onAck: (alert: SupAlert) => void,
): TableColumnsType<SupAlert> {
  const kindText = useDictText(SUP_DICT.alertKind);
  const columns: TableColumnsType<SupAlert> = [
    { title: TITLES.alertTime, dataIndex: 'alertTime', width: 170 },
    { title: TITLES.alertNo, dataIndex: 'alertNo', width: 190 },
    {
      title: TITLES.alertLevel,
      dataIndex: 'alertLevel',
      width: 80,
      render: (code: string) => (
        <DictTag dictCode={SUP_DICT.alertLevel} value={code} colours={LEVEL_COLOUR} />
      ),
    },
    { title: TITLES.alertKind, dataIndex: 'alertKind', width: 140, render: kindText },
    { title: TITLES.acctNo, dataIndex: 'acctNo', width: 170 },
    {
      title: TITLES.amount,
      dataIndex: 'amount',
      align: 'right',
      width: 140,
      render: (yuan: string | null) => (yuan ? formatYuanText(yuan) : ''),
    },
    { title: TITLES.description, dataIndex: 'description', ellipsis: true },
    {
      title: TITLES.alertStatus,
      dataIndex: 'alertStatus',
      width: 90,
      render: (code: string) => (
        <DictTag dictCode={SUP_DICT.alertStatus} value={code} colours={STATUS_COLOUR} />
      ),
    },
    {
      title: TITLES.ack,
      key: 'ack',
      width: 190,
      render: (_: unknown, alert) =>
        alert.ackUser ? (
          <Typography.Text>
            {TEXTS.acknowledgedBy(alert.ackUser, alert.ackTime ?? '')}
          </Typography.Text>
        ) : null,
    },
    { title: TITLES.ackRemark, dataIndex: 'ackRemark', ellipsis: true },
  ];
  if (!canAck) return columns;
  return [
    ...columns,
    {
      title: TITLES.actions,
      key: 'actions',
      width: 80,
      fixed: 'right',
      render: (_: unknown, alert) =>
        canAcknowledge(alert) ? (
          <Button type="link" size="small" onClick={() => onAck(alert)}>
            {TEXTS.acknowledge}
          </Button>
        ) : null,
    },
  ];
}
