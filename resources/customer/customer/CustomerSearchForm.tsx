import { Button, Col, DatePicker, Form, Input, Row, Space } from 'antd';
import type { CustomerFilters } from '../../../providers/customer-api';
import { DictSelect } from '../../../src/components/DictSelect';
import { resetSearch } from '../../kit/useListLink';
import { customerFilters, type CustomerSearchValues } from './customerSearch';

const COLUMN = { xs: 24, sm: 12, lg: 8 } as const;

export interface CustomerSearchFormProps {
  onSearch: (filters: CustomerFilters) => void;
  /** The values shown at first: a link's filters (issue 18 item 4). */
  initialValues?: CustomerSearchValues;
}

/** 客户信息 search (issue 16): code, name, cert no, type, status, agent, created date range. */
export function CustomerSearchForm({ onSearch, initialValues }: CustomerSearchFormProps) {
  const [form] = Form.useForm<CustomerSearchValues>();
  return (
    <Form
      form={form}
      layout="inline"
      name="customerSearch"
      role="search"
      aria-label="查询条件"
      initialValues={initialValues}
      onFinish={(values) => onSearch(customerFilters(values))}
      style={{ marginBottom: 16 }}
    >
      <Row gutter={[16, 12]} style={{ width: '100%' }}>
        <Col {...COLUMN}>
          <Form.Item name="cusCode" label="客户代码">
            <Input allowClear placeholder="请输入客户代码" />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="cusName" label="客户名称">
            <Input allowClear placeholder="请输入客户名称" />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="certNo" label="证件号码">
            <Input allowClear placeholder="请输入证件号码" />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="cusType" label="客户类型">
            <DictSelect dictCode="cus_type" />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="cusStatus" label="客户状态">
            <DictSelect dictCode="cus_status" />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="agentCode" label="所属代理">
            <DictSelect dictCode="agent" />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="created" label="创建日期">
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
