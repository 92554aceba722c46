import { Button, Col, Form, Input, Row, Space } from 'antd';
import type { DynSearchField } from '../../../providers/dyn-api';
import { DictSelect } from '../../../src/components/DictSelect';
import { searchFiltersOf, type DynSearchValues } from '../../../src/lib/dynamic';
import { DateRangeTextPicker } from './DateRangeTextPicker';
import { DYN_TEXTS as TEXTS } from './texts';

const COLUMN = { xs: 24, sm: 12, lg: 8 } as const;

/**
 * The control of a search field by its widget: called, not rendered as a component of its own, so
 * that it is Form.Item's direct child and gets the item's id, value and onChange.
 */
function searchControl(field: DynSearchField) {
  if (field.widget === 'select') {
    return <DictSelect dictCode={field.dictCode ?? ''} placeholder={`请选择${field.label}`} />;
  }
  if (field.widget === 'dateRange') return <DateRangeTextPicker />;
  return <Input allowClear placeholder={`请输入${field.label}`} />;
}

/** The descriptor's search fields; 查询 sends their filters (src/lib/dynamic/search.ts). */
export function DynSearchForm({
  pageCode,
  fields,
  onSearch,
}: {
  pageCode: string;
  fields: readonly DynSearchField[];
  onSearch: (filters: Record<string, string>) => void;
}) {
  const [form] = Form.useForm<DynSearchValues>();
  if (fields.length === 0) return null;
  return (
    <Form
      form={form}
      layout="inline"
      name={`dynSearch-${pageCode}`}
      role="search"
      aria-label={TEXTS.searchLabel}
      onFinish={(values) => onSearch(searchFiltersOf(fields, values))}
      style={{ marginBottom: 16 }}
    >
      <Row gutter={[16, 12]} style={{ width: '100%' }}>
        {fields.map((field) => (
          <Col key={field.field} {...COLUMN}>
            <Form.Item name={field.field} label={field.label}>
              {searchControl(field)}
            </Form.Item>
          </Col>
        ))}
        <Col {...COLUMN}>
          <Space>
            <Button type="primary" htmlType="submit">
              {TEXTS.search}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                onSearch({});
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
