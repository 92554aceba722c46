import { Col, Row } from 'antd';
import { BalanceCard } from '../cards/BalanceCard';
import { PendingCard } from '../cards/PendingCard';
import { SummaryCard } from '../cards/SummaryCard';
import { CARD_TITLES } from '../cards/texts';
import { TopCustomerCard } from '../cards/TopCustomerCard';
import { TrendCard } from '../cards/TrendCard';

/** 平台看板 (plat* groups): the whole platform's figures. */
export function PlatformBoard() {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={14}>
        <SummaryCard audience="platform" />
      </Col>
      <Col xs={24} lg={10}>
        <PendingCard audience="platform" title={CARD_TITLES.pending} />
      </Col>
      <Col span={24}>
        <TrendCard audience="platform" />
      </Col>
      <Col xs={24} lg={14}>
        <BalanceCard audience="platform" title={CARD_TITLES.balances} />
      </Col>
      <Col xs={24} lg={10}>
        <TopCustomerCard audience="platform" />
      </Col>
    </Row>
  );
}
