import { DownOutlined, ReloadOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Col, DatePicker, Form, Input, Row, Select, Space, type FormProps } from 'antd';
import { useState } from 'react';
import { DictSelect } from '../../src/components/DictSelect';
import { pleaseEnter, pleaseSelect } from '../../src/lib/messages';
import type { SearchFieldDecl } from './types';

/** JeecgBoot search forms show this many fields until 展开 (JeecgListMixin toggleSearchStatus). */
const COLLAPSED_FIELD_COUNT = 3;
const FIELD_COLS = { xl: 6, lg: 8, md: 12, sm: 24 } as const;

/** The field's control; a direct child of Form.Item, which gives it value and onChange. */
function searchInput(field: SearchFieldDecl) {
  switch (field.kind) {
    case 'text':
      return <Input placeholder={field.placeholder ?? pleaseEnter(field.label)} allowClear />;
    case 'dict':
      return (
        <DictSelect
          dictCode={field.dictCode}
          placeholder={field.placeholder ?? pleaseSelect(field.label)}
        />
      );
    case 'select':
      return (
        <Select
          placeholder={field.placeholder ?? pleaseSelect(field.label)}
          allowClear
          options={field.options.map((option) => ({ ...option }))}
        />
      );
    case 'dateRange':
      return (
        <DatePicker.RangePicker
          showTime={field.withTime}
          placeholder={['开始时间', '结束时间']}
          style={{ width: '100%' }}
        />
      );
  }
}

export interface SearchFormProps {
  /** Prefixes the control ids, so labels name their own control beside the list's other forms. */
  name: string;
  fields: readonly SearchFieldDecl[];
  /** useListQuery's `searchFormProps` (its onFinish turns values into filters, page 1). */
  formProps: FormProps;
  loading?: boolean;
}

/** The list's search form with 查询 / 重置 (spec 7.5). */
export function SearchForm({ name, fields, formProps, loading }: SearchFormProps) {
  const [expanded, setExpanded] = useState(false);
  const collapsible = fields.length > COLLAPSED_FIELD_COUNT;
  const shown = collapsible && !expanded ? fields.slice(0, COLLAPSED_FIELD_COUNT) : fields;

  const reset = () => {
    formProps.form?.resetFields();
    formProps.form?.submit();
  };

  return (
    <Form {...formProps} name={name} layout="inline" role="search" aria-label="查询条件">
      <Row gutter={24} style={{ width: '100%' }}>
        {shown.map((field) => (
          <Col key={field.field} {...FIELD_COLS}>
            <Form.Item
              label={field.label}
              name={field.field}
              style={{ width: '100%', marginBottom: 12 }}
            >
              {searchInput(field)}
            </Form.Item>
          </Col>
        ))}
        <Col {...FIELD_COLS}>
          <Space style={{ marginBottom: 12 }}>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />} loading={loading}>
              查询
            </Button>
            <Button icon={<ReloadOutlined />} onClick={reset}>
              重置
            </Button>
            {collapsible ? (
              <Button type="link" onClick={() => setExpanded((open) => !open)}>
                {expanded ? '收起' : '展开'}
                {expanded ? <UpOutlined /> : <DownOutlined />}
              </Button>
            ) : null}
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
