import { Col, Row } from 'antd';
import { PendingCard } from '../cards/PendingCard';
import { SummaryCard } from '../cards/SummaryCard';
import { CARD_TITLES } from '../cards/texts';
import { TrendCard } from '../cards/TrendCard';

/** 员工工作台 (org* groups and any other): the user's own pending work first. */
export function StaffBoard() {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={10}>
        <PendingCard audience="staff" title={CARD_TITLES.myPending} />
      </Col>
      <Col xs={24} lg={14}>
        <SummaryCard audience="staff" />
      </Col>
      <Col span={24}>
        <TrendCard audience="staff" />
      </Col>
    </Row>
  );
}
