import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Descriptions,
  Drawer,
  Table,
  Timeline,
  Typography,
  type TableColumnsType,
} from 'antd';
import type { DistItem, Distribution } from '../../../providers/distribution-api';
import { isOwnSubmission } from '../../../src/lib/account';
import {
  auditTrail,
  DIST_DICT,
  DIST_STATUS,
  DIST_TRAIL_LABELS,
} from '../../../src/lib/distribution';
import { formatYuanText } from '../../../src/lib/money';
import { ItemStatusTag } from '../../account/batch/statusTags';
import { StatusTag } from '../../accounting/adjust/StatusTag';
import { useDictText } from '../../customer/customer/useDictText';
import { useFailureOnce } from '../../kit/useFailureOnce';
import { useFeedback } from '../../kit/useFeedback';
import { useDistributionApi } from './distributionApiContext';
import { DIST_COLUMN_TITLES as TITLES, DIST_STATUS_COLORS, DIST_TEXTS as TEXTS } from './texts';

const ITEM_COLUMNS: TableColumnsType<DistItem> = [
  { title: TITLES.seqNo, dataIndex: 'seqNo', width: 60 },
  { title: TITLES.acctNo, dataIndex: 'acctNo', width: 170 },
  { title: TITLES.acctName, dataIndex: 'acctName' },
  { title: TITLES.cusName, dataIndex: 'cusName' },
  {
    title: TITLES.amount,
    dataIndex: 'amount',
    align: 'right',
    render: (amount: string) => formatYuanText(amount),
  },
  {
    title: TITLES.itemStatus,
    dataIndex: 'itemStatus',
    render: (status: string) => <ItemStatusTag status={status} />,
  },
  { title: TITLES.failReason, dataIndex: 'failReason' },
];

/** The audit trail: who submitted, who audited and why, and the outcome through dist_status. */
function AuditTrail({ distribution }: { distribution: Distribution }) {
  const statusText = useDictText(DIST_DICT.distStatus);
  const items = auditTrail(distribution).map((step) => {
    const what =
      step.kind === 'outcome'
        ? `${DIST_TRAIL_LABELS.outcome}：${statusText(step.status)}`
        : DIST_TRAIL_LABELS[step.kind];
    const who = step.who ? `（${step.who}）` : '';
    return {
      key: step.kind,
      color: step.kind === 'reject' || step.kind === 'cancel' ? 'red' : 'blue',
      children: (
        <>
          <Typography.Text strong>{`${what}${who}`}</Typography.Text>
          {step.time ? <div>{step.time}</div> : null}
          {step.remark ? <div>{`${TITLES.auditRemark}：${step.remark}`}</div> : null}
        </>
      ),
    };
  });
  return <Timeline items={items} />;
}

/** One distribution: its figures, its items with each result and reason, and its audit trail. */
export function DistDetailDrawer({
  distribution,
  viewer,
  onClose,
}: {
  distribution: Distribution | undefined;
  viewer: string;
  onClose: () => void;
}) {
  const api = useDistributionApi();
  const feedback = useFeedback();
  const modeText = useDictText(DIST_DICT.distMode);
  const distNo = distribution?.distNo;
  const items = useQuery({
    queryKey: ['cap', 'distribution', 'items', distNo],
    queryFn: () => api.items(distNo ?? ''),
    enabled: distNo !== undefined,
    retry: false,
  });
  useFailureOnce(items, feedback.failed);
  const own = distribution !== undefined && isOwnSubmission(distribution, viewer);

  return (
    <Drawer
      open={distribution !== undefined}
      title={distNo ? `分发详情：${distNo}` : ''}
      width="80%"
      destroyOnHidden
      onClose={onClose}
    >
      {distribution ? (
        <>
          {own && distribution.distStatus === DIST_STATUS.pending ? (
            <Alert
              type="info"
              showIcon
              message={TEXTS.ownSubmission}
              style={{ marginBottom: 16 }}
            />
          ) : null}
          <Descriptions size="small" column={3} style={{ marginBottom: 16 }}>
            <Descriptions.Item label={TITLES.payer}>
              {distribution.payerAcctName
                ? `${distribution.payerAcctName}（${distribution.payerAcctNo}）`
                : distribution.payerAcctNo}
            </Descriptions.Item>
            <Descriptions.Item label={TITLES.mode}>
              {modeText(distribution.distMode)}
            </Descriptions.Item>
            <Descriptions.Item label={TITLES.rule}>{distribution.ruleName ?? ''}</Descriptions.Item>
            <Descriptions.Item label={TITLES.totalAmount}>
              {formatYuanText(distribution.totalAmount)}
            </Descriptions.Item>
            <Descriptions.Item label={TITLES.itemCount}>{distribution.itemCount}</Descriptions.Item>
            <Descriptions.Item label={TITLES.status}>
              <StatusTag
                dictCode={DIST_DICT.distStatus}
                value={distribution.distStatus}
                colors={DIST_STATUS_COLORS}
              />
            </Descriptions.Item>
            <Descriptions.Item label={TITLES.successAmount}>
              {distribution.successAmount ? formatYuanText(distribution.successAmount) : ''}
            </Descriptions.Item>
            <Descriptions.Item label={TITLES.remark}>{distribution.remark ?? ''}</Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5}>{TEXTS.items}</Typography.Title>
          <Table<DistItem>
            rowKey="seqNo"
            size="small"
            columns={ITEM_COLUMNS}
            dataSource={items.data ?? []}
            loading={items.isFetching}
            pagination={false}
            scroll={{ x: 'max-content' }}
          />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {TEXTS.trail}
          </Typography.Title>
          <AuditTrail distribution={distribution} />
        </>
      ) : null}
    </Drawer>
  );
}
