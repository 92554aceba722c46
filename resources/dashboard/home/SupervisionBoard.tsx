import { Col, Row } from 'antd';
import { BalanceCard } from '../cards/BalanceCard';
import { PendingCard } from '../cards/PendingCard';
import { SummaryCard } from '../cards/SummaryCard';
import { CARD_TITLES, EMPTY_TEXTS } from '../cards/texts';
import { TrendCard } from '../cards/TrendCard';

/** 监管看板 (supervision* groups): supervised balances and the open alerts. */
export function SupervisionBoard() {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={14}>
        <BalanceCard audience="supervision" title={CARD_TITLES.supervisedBalances} />
      </Col>
      <Col xs={24} lg={10}>
        <PendingCard
          audience="supervision"
          title={CARD_TITLES.alerts}
          emptyText={EMPTY_TEXTS.alerts}
        />
      </Col>
      <Col span={24}>
        <SummaryCard audience="supervision" />
      </Col>
      <Col span={24}>
        <TrendCard audience="supervision" />
      </Col>
    </Row>
  );
}
