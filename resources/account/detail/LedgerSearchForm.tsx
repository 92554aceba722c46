import { Button, Col, DatePicker, Form, Row, Space } from 'antd';
import type { FormRule } from 'antd';
import { DictSelect } from '../../../src/components/DictSelect';
import { ACCOUNT_DICT } from '../../../src/lib/account';
import {
  defaultLedgerRange,
  ledgerQuery,
  MAX_RANGE_DAYS,
  rangeDays,
  type LedgerQuery,
  type LedgerSearchValues,
} from './ledgerSearch';
import { LEDGER_TEXTS as TEXTS } from './texts';

const COLUMN = { xs: 24, sm: 12, lg: 8 } as const;

/** A range is required and may not be longer than the server answers (366 days). */
const RANGE_RULES: FormRule[] = [
  { required: true, message: TEXTS.dateRangeRequired },
  {
    validator: async (_rule, range: LedgerSearchValues['range']) => {
      const [begin, end] = range ?? [null, null];
      if (begin && end && rangeDays(begin, end) > MAX_RANGE_DAYS) {
        throw new Error(TEXTS.rangeTooLong(MAX_RANGE_DAYS));
      }
    },
  },
];

/** 流水 search: the date range (the last 30 days at first), transaction type and direction. */
export function LedgerSearchForm({ onSearch }: { onSearch: (query: LedgerQuery) => void }) {
  const [form] = Form.useForm<LedgerSearchValues>();
  const initialValues: LedgerSearchValues = { range: defaultLedgerRange() };
  return (
    <Form
      form={form}
      layout="inline"
      name="ledgerSearch"
      role="search"
      aria-label="流水查询条件"
      initialValues={initialValues}
      onFinish={(values) => onSearch(ledgerQuery(values))}
      style={{ marginBottom: 16 }}
    >
      <Row gutter={[16, 12]} style={{ width: '100%' }}>
        <Col {...COLUMN}>
          <Form.Item name="range" label={TEXTS.dateRange} rules={RANGE_RULES}>
            <DatePicker.RangePicker
              placeholder={['开始日期', '结束日期']}
              allowClear={false}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="txnType" label={TEXTS.txnType}>
            <DictSelect dictCode={ACCOUNT_DICT.txnType} />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="direction" label={TEXTS.direction}>
            <DictSelect dictCode={ACCOUNT_DICT.txnDirection} />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Space>
            <Button type="primary" htmlType="submit">
              查询
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                onSearch(ledgerQuery(form.getFieldsValue()));
              }}
            >
              重置
            </Button>
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
