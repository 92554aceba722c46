import { Button, Col, DatePicker, Form, Input, Row, Space } from 'antd';
import type { AdjustFilters } from '../../../providers/bill-api';
import { DictSelect } from '../../../src/components/DictSelect';
import { ACCOUNT_DICT } from '../../../src/lib/account';
import { resetSearch } from '../../kit/useListLink';
import { adjustFilters, type AdjustSearchValues } from './adjustSearch';

const COLUMN = { xs: 24, sm: 12, lg: 8 } as const;

/** 调账管理 search (issue 17): number, account, direction, status, submit-date range. */
export function AdjustSearchForm({
  onSearch,
  initialValues,
}: {
  onSearch: (filters: AdjustFilters) => void;
  /** The values shown at first: a link's filters (issue 18 item 4). */
  initialValues?: AdjustSearchValues;
}) {
  const [form] = Form.useForm<AdjustSearchValues>();
  return (
    <Form
      form={form}
      layout="inline"
      name="adjustSearch"
      role="search"
      aria-label="查询条件"
      initialValues={initialValues}
      onFinish={(values) => onSearch(adjustFilters(values))}
      style={{ marginBottom: 16 }}
    >
      <Row gutter={[16, 12]} style={{ width: '100%' }}>
        <Col {...COLUMN}>
          <Form.Item name="adjustNo" label="调账单号">
            <Input allowClear placeholder="请输入调账单号" />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="acctNo" label="账号">
            <Input allowClear placeholder="请输入账号" />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="adjustDirection" label="调账方向">
            <DictSelect dictCode={ACCOUNT_DICT.adjustDirection} />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="adjustStatus" label="调账状态">
            <DictSelect dictCode={ACCOUNT_DICT.adjustStatus} />
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
