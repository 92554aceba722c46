import { Col, DatePicker, Form, Input, Row } from 'antd';
import dayjs from 'dayjs';
import { DictSelect } from '../../../src/components/DictSelect';
import { FEE_MODE } from '../../../src/lib/customer';
import type { FeeFormValues } from './feeForm';
import { issueRule } from './feeRules';
import { FeeTiersField } from './FeeTiersField';
import { SplitRulesField } from './SplitRulesField';
import { FEE_PANEL_TEXTS as TEXTS } from './texts';

const half = { xs: 24, md: 12 };

/** 最低 / 最高手续费 of 02 按比例 and 03 阶梯 (amount rule 5.1; min not above max). */
function FeeCaps({ today }: { today: string }) {
  return (
    <Row gutter={16}>
      <Col {...half}>
        <Form.Item
          name="minFee"
          label="最低手续费（元）"
          dependencies={['maxFee']}
          rules={[issueRule(['minFee'], today)]}
        >
          <Input placeholder="不填表示不限" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="maxFee" label="最高手续费（元）" rules={[issueRule(['maxFee'], today)]}>
          <Input placeholder="不填表示不限" />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** The fields the chosen fee mode (cus_fee_mode) prices with. */
function ModeFields({ today }: { today: string }) {
  const feeMode = Form.useWatch<FeeFormValues['feeMode']>('feeMode');
  switch (feeMode) {
    case FEE_MODE.fixed:
      return (
        <Form.Item
          name="fixedFee"
          label="固定手续费（元/笔）"
          rules={[issueRule(['fixedFee'], today)]}
        >
          <Input />
        </Form.Item>
      );
    case FEE_MODE.proportional:
      return (
        <>
          <Form.Item name="rate" label="费率（%）" rules={[issueRule(['rate'], today)]}>
            <Input placeholder="如 0.38 表示 0.38%，最多4位小数" suffix="%" />
          </Form.Item>
          <FeeCaps today={today} />
        </>
      );
    case FEE_MODE.tiered:
      return (
        <>
          <FeeTiersField today={today} />
          <FeeCaps today={today} />
        </>
      );
    default:
      return null;
  }
}

/** The 费率配置 form: channel × product (fixed when editing), mode, prices, date, splits. */
export function FeeFormFields({ editing, today }: { editing: boolean; today: string }) {
  return (
    <>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item
            name="channelCode"
            label="渠道"
            rules={[{ required: true, message: TEXTS.channelRequired }]}
          >
            <DictSelect dictCode="cus_channel" disabled={editing} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="productCode"
            label="产品"
            rules={[{ required: true, message: TEXTS.productRequired }]}
          >
            <DictSelect dictCode="cus_product" disabled={editing} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="feeMode"
            label="计费方式"
            required
            rules={[issueRule(['feeMode'], today)]}
          >
            <DictSelect dictCode="cus_fee_mode" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="effectiveDate"
            label="生效日期"
            required
            rules={[issueRule(['effectiveDate'], today)]}
          >
            <DatePicker
              style={{ width: '100%' }}
              disabledDate={(date) => date.isBefore(dayjs(today), 'day')}
            />
          </Form.Item>
        </Col>
      </Row>
      <ModeFields today={today} />
      <SplitRulesField today={today} />
    </>
  );
}
