import { Button, Col, DatePicker, Form, Input, Row, Space } from 'antd';
import type { RefundFilters } from '../../../providers/txn-api';
import { DictSelect } from '../../../src/components/DictSelect';
import { ACCOUNT_DICT } from '../../../src/lib/account';
import { refundFilters, type RefundSearchValues } from './refundSearch';

const COLUMN = { xs: 24, sm: 12, lg: 8 } as const;

/** 退款 search: refund no, original no, account, status, dates. */
export function RefundSearchForm({ onSearch }: { onSearch: (filters: RefundFilters) => void }) {
  const [form] = Form.useForm<RefundSearchValues>();
  return (
    <Form
      form={form}
      layout="inline"
      name="refundSearch"
      role="search"
      aria-label="查询条件"
      onFinish={(values) => onSearch(refundFilters(values))}
      style={{ marginBottom: 16 }}
    >
      <Row gutter={[16, 12]} style={{ width: '100%' }}>
        <Col {...COLUMN}>
          <Form.Item name="txnNo" label="退款流水号">
            <Input allowClear placeholder="请输入退款流水号" />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="origTxnNo" label="原交易流水号">
            <Input allowClear placeholder="请输入原交易流水号" />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="acctNo" label="账号">
            <Input allowClear placeholder="请输入账号" />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="txnStatus" label="交易状态">
            <DictSelect dictCode={ACCOUNT_DICT.txnStatus} />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="submitted" label="提交日期">
            <DatePicker.RangePicker
              placeholder={['开始日期', '结束日期']}
              style={{ width: '100%' }}
            />
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
                onSearch({});
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
