import { ArrowDownOutlined, ArrowUpOutlined, MinusOutlined } from '@ant-design/icons';
import { Col, Row, Statistic, Typography } from 'antd';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { type DashAudience, type TxnSummary } from '../../../providers/dash-api';
import { changeAgainst, type Change } from '../../../src/lib/dashboard/change';
import { txnDayHref } from '../../../src/lib/dashboard/links';
import { fenOf, formatYuan } from '../../../src/lib/money';
import { useDashApi } from './dashApiContext';
import { FigureCard } from './FigureCard';
import { CARD_TITLES, CHANGE_COLOURS, EMPTY_TEXTS } from './texts';
import { useFigure } from './useFigure';

const ARROWS = { up: <ArrowUpOutlined />, down: <ArrowDownOutlined />, flat: <MinusOutlined /> };
const signed = (text: string, value: bigint) => (value > 0n ? `+${text}` : text);

/** 较昨日: the arrow and percent, and the exact difference (count or yuan). */
function ChangeLine({ change, difference }: { change: Change; difference: string }) {
  const percent = change.percent ?? '昨日无数据';
  return (
    <Typography.Text style={{ color: CHANGE_COLOURS[change.direction] }}>
      较昨日 {ARROWS[change.direction]} {percent}（{difference}）
    </Typography.Text>
  );
}

function Kpis({ summary }: { summary: TxnSummary }) {
  const { today, yesterday, bizDate } = summary;
  const countChange = changeAgainst(BigInt(today.count), BigInt(yesterday.count));
  const todayFen = fenOf(today.amount);
  const yesterdayFen = fenOf(yesterday.amount);
  const amountChange =
    todayFen !== undefined && yesterdayFen !== undefined
      ? changeAgainst(todayFen, yesterdayFen)
      : undefined;
  const href = txnDayHref(bizDate);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} sm={12}>
        <Link to={href} aria-label={`今日交易笔数 ${today.count} 笔，查看交易列表`}>
          <Statistic title="交易笔数" value={today.count} suffix="笔" groupSeparator="," />
        </Link>
        <ChangeLine
          change={countChange}
          difference={`${signed(String(countChange.difference), countChange.difference)} 笔`}
        />
      </Col>
      <Col xs={24} sm={12}>
        <Link to={href} aria-label={`今日交易金额 ${formatYuan(todayFen ?? 0n)} 元，查看交易列表`}>
          <Statistic
            title="交易金额"
            value={todayFen === undefined ? today.amount : formatYuan(todayFen)}
            suffix="元"
          />
        </Link>
        {amountChange && (
          <ChangeLine
            change={amountChange}
            difference={`${signed(formatYuan(amountChange.difference), amountChange.difference)} 元`}
          />
        )}
      </Col>
    </Row>
  );
}

const nothingEitherDay = ({ today, yesterday }: TxnSummary) =>
  today.count === 0 && yesterday.count === 0;

/** Today's count and amount against yesterday's, each linking to the day's transactions. */
export function SummaryCard({ audience }: { audience: DashAudience }) {
  const api = useDashApi();
  const read = useCallback(() => api.txnSummary(audience), [api, audience]);
  return (
    <FigureCard
      title={CARD_TITLES.summary}
      figure={useFigure(read)}
      isEmpty={nothingEitherDay}
      emptyText={EMPTY_TEXTS.summary}
      rows={2}
    >
      {(summary) => <Kpis summary={summary} />}
    </FigureCard>
  );
}
