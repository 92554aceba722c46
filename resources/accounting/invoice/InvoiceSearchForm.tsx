import { Button, Col, DatePicker, Form, Input, Row, Space } from 'antd';
import type { InvoiceFilters } from '../../../providers/bill-api';
import { DictSelect } from '../../../src/components/DictSelect';
import { ACCOUNT_DICT } from '../../../src/lib/account';
import { resetSearch } from '../../kit/useListLink';
import { invoiceFilters, type InvoiceSearchValues } from './invoiceSearch';
import { INVOICE_TEXTS as TEXTS } from './texts';

const COLUMN = { xs: 24, sm: 12, lg: 8 } as const;

/** 发票 search (issue 17): title, taxpayer number, status, service period. */
export function InvoiceSearchForm({
  onSearch,
  initialValues,
}: {
  onSearch: (filters: InvoiceFilters) => void;
  /** The values shown at first: a link's filters (issue 18 item 4). */
  initialValues?: InvoiceSearchValues;
}) {
  const [form] = Form.useForm<InvoiceSearchValues>();
  return (
    <Form
      form={form}
      layout="inline"
      name="invoiceSearch"
      role="search"
      aria-label="查询条件"
      initialValues={initialValues}
      onFinish={(values) => onSearch(invoiceFilters(values))}
      style={{ marginBottom: 16 }}
    >
      <Row gutter={[16, 12]} style={{ width: '100%' }}>
        <Col {...COLUMN}>
          <Form.Item name="invoiceTitle" label={TEXTS.invoiceTitle}>
            <Input allowClear placeholder="请输入发票抬头" />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="taxNo" label={TEXTS.taxNo}>
            <Input allowClear placeholder="请输入纳税人识别号" />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="invoiceStatus" label="发票状态">
            <DictSelect dictCode={ACCOUNT_DICT.invoiceStatus} />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="period" label={TEXTS.period}>
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
                resetSearch(form);
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
