import { Button, Col, DatePicker, Form, Input, Row, Space } from 'antd';
import type { SubMchFilters } from '../../../providers/submch-api';
import { DictSelect } from '../../../src/components/DictSelect';
import { subMchFilters, type SubMchSearchValues } from './subMchSearch';

const COLUMN = { xs: 24, sm: 12, lg: 8 } as const;

/** 商户管理 search: code, name, status, created date range. */
export function SubMchSearchForm({ onSearch }: { onSearch: (filters: SubMchFilters) => void }) {
  const [form] = Form.useForm<SubMchSearchValues>();
  return (
    <Form
      form={form}
      layout="inline"
      name="subMchSearch"
      role="search"
      aria-label="查询条件"
      onFinish={(values) => onSearch(subMchFilters(values))}
      style={{ marginBottom: 16 }}
    >
      <Row gutter={[16, 12]} style={{ width: '100%' }}>
        <Col {...COLUMN}>
          <Form.Item name="mchCode" label="商户编号">
            <Input allowClear placeholder="请输入商户编号" />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="mchName" label="商户名称">
            <Input allowClear placeholder="请输入商户名称" />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="status" label="商户状态">
            <DictSelect dictCode="submch_status" />
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
