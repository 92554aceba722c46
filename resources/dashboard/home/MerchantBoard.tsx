import { Col, Row } from 'antd';
import { BalanceCard } from '../cards/BalanceCard';
import { PendingCard } from '../cards/PendingCard';
import { SummaryCard } from '../cards/SummaryCard';
import { CARD_TITLES } from '../cards/texts';
import { TrendCard } from '../cards/TrendCard';

/** 商户看板 (merchant* groups): the merchant's own balances and transactions. */
export function MerchantBoard() {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <BalanceCard audience="merchant" title={CARD_TITLES.ownBalances} />
      </Col>
      <Col xs={24} lg={12}>
        <SummaryCard audience="merchant" />
      </Col>
      <Col span={24}>
        <TrendCard audience="merchant" />
      </Col>
      <Col span={24}>
        <PendingCard audience="merchant" title={CARD_TITLES.pending} />
      </Col>
    </Row>
  );
}
