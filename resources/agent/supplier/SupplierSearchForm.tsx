import { Button, Col, Form, Input, Row, Space } from 'antd';
import type { SupplierFilters } from '../../../providers/agent-api';
import { DictSelect } from '../../../src/components/DictSelect';
import { AGENT_DICT, AGT_STATUS, SUPPLY_TYPE, isCode } from '../../../src/lib/agent';
import { SHARED_TEXTS } from '../shared/texts';
import { SUPPLIER_TEXTS as TEXTS } from './texts';

const COLUMN = { xs: 24, sm: 12, lg: 8 } as const;

interface SupplierSearchValues {
  supplierCode?: string;
  supplierName?: string;
  supplyType?: string;
  supplierStatus?: string;
}

/** The filters of a search: the filled ones only. */
export function supplierFilters(values: SupplierSearchValues): SupplierFilters {
  const supplierCode = values.supplierCode?.trim();
  const supplierName = values.supplierName?.trim();
  const { supplyType, supplierStatus } = values;
  return {
    ...(supplierCode ? { supplierCode } : {}),
    ...(supplierName ? { supplierName } : {}),
    ...(isCode(SUPPLY_TYPE, supplyType) ? { supplyType } : {}),
    ...(isCode(AGT_STATUS, supplierStatus) ? { supplierStatus } : {}),
  };
}

/** 供应商 search: code, name, supply type, status. */
export function SupplierSearchForm({ onSearch }: { onSearch: (filters: SupplierFilters) => void }) {
  const [form] = Form.useForm<SupplierSearchValues>();
  return (
    <Form
      form={form}
      layout="inline"
      name="supplierSearch"
      role="search"
      aria-label="查询条件"
      onFinish={(values) => onSearch(supplierFilters(values))}
      style={{ marginBottom: 16 }}
    >
      <Row gutter={[16, 12]} style={{ width: '100%' }}>
        <Col {...COLUMN}>
          <Form.Item name="supplierCode" label={TEXTS.supplierCode}>
            <Input allowClear placeholder={`请输入${TEXTS.supplierCode}`} />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="supplierName" label={TEXTS.supplierName}>
            <Input allowClear placeholder={`请输入${TEXTS.supplierName}`} />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="supplyType" label={TEXTS.supplyType}>
            <DictSelect dictCode={AGENT_DICT.supplyType} />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="supplierStatus" label={TEXTS.status}>
            <DictSelect dictCode={AGENT_DICT.status} />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Space>
            <Button type="primary" htmlType="submit">
              {SHARED_TEXTS.search}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                onSearch({});
              }}
            >
              {SHARED_TEXTS.reset}
            </Button>
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
