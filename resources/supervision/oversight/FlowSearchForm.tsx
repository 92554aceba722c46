import { Button, Col, DatePicker, Form, Input, Row, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { SupFlowFilters } from '../../../providers/supervision-api';
import { DictSelect } from '../../../src/components/DictSelect';
import { ACCOUNT_DICT } from '../../../src/lib/account';
import { flowFilters, type FlowFilterField } from '../../../src/lib/supervision';
import { FLOW_TEXTS as TEXTS } from './texts';

const COLUMN = { xs: 24, sm: 12, lg: 8 } as const;
const DATE = 'YYYY-MM-DD';

interface FlowSearchValues {
  range?: [Dayjs | null, Dayjs | null] | null;
  direction?: string;
  txnType?: string;
  minAmount?: string;
  maxAmount?: string;
  acctNo?: string;
}

const FIELD_OF: Record<FlowFilterField, keyof FlowSearchValues> = {
  range: 'range',
  minAmount: 'minAmount',
  maxAmount: 'maxAmount',
};

const valuesOf = (filters: SupFlowFilters): FlowSearchValues => ({
  range: [dayjs(filters.beginDate), dayjs(filters.endDate)],
});

/**
 * 资金流水 search: the date range (required, ≤ 366 days), direction, transaction type, an amount
 * range and one account. The rules are src/lib/supervision's flowFilters; a refused search marks
 * its field and sends nothing, keeping what was typed.
 */
export function FlowSearchForm({
  initial,
  onSearch,
}: {
  initial: SupFlowFilters;
  onSearch: (filters: SupFlowFilters) => void;
}) {
  const [form] = Form.useForm<FlowSearchValues>();
  const submit = (values: FlowSearchValues) => {
    const [begin, end] = values.range ?? [null, null];
    const check = flowFilters({
      ...values,
      beginDate: begin?.format(DATE),
      endDate: end?.format(DATE),
    });
    form.setFields(
      Object.values(FIELD_OF).map((name) => ({
        name,
        errors: !check.ok && FIELD_OF[check.field] === name ? [check.message] : [],
      })),
    );
    if (check.ok) onSearch(check.filters);
  };
  return (
    <Form
      form={form}
      layout="inline"
      name="supFlowSearch"
      role="search"
      aria-label={TEXTS.search}
      initialValues={valuesOf(initial)}
      onFinish={submit}
      style={{ marginBottom: 16 }}
    >
      <Row gutter={[16, 12]} style={{ width: '100%' }}>
        <Col {...COLUMN}>
          <Form.Item name="range" label={TEXTS.dateRange} required>
            <DatePicker.RangePicker
              placeholder={['开始日期', '结束日期']}
              allowClear={false}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="direction" label={TEXTS.direction}>
            <DictSelect dictCode={ACCOUNT_DICT.txnDirection} />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="txnType" label={TEXTS.txnType}>
            <DictSelect dictCode={ACCOUNT_DICT.txnType} />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="minAmount" label={TEXTS.minAmount}>
            <Input inputMode="decimal" allowClear placeholder="0.00" />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="maxAmount" label={TEXTS.maxAmount}>
            <Input inputMode="decimal" allowClear placeholder="0.00" />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="acctNo" label={TEXTS.acctNo}>
            <Input allowClear placeholder={TEXTS.acctNoPlaceholder} />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Space>
            <Button type="primary" htmlType="submit">
              {TEXTS.query}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                submit(form.getFieldsValue());
              }}
            >
              {TEXTS.reset}
            </Button>
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
