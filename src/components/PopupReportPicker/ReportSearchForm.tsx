import { DownOutlined, ReloadOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Col, DatePicker, Form, Input, Row, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { ReportDictOption, ReportQueryItem } from '../../../providers/report-api';
import { DATE_FORMAT, DATE_TIME_FORMAT } from '../../lib/constants';
import type { SearchValues } from '../../lib/superQuery/popupReport';

interface ReportSearchFormProps {
  items: readonly ReportQueryItem[];
  dictOptions: Readonly<Record<string, ReportDictOption[]>> | undefined;
  /** The values of the last search; the form edits a copy until 查询. */
  initial: SearchValues;
  onSearch: (values: SearchValues) => void;
}

const RANGE_PLACEHOLDERS = ['开始', '结束'];
const DICT_VIEWS = new Set(['list', 'radio', 'list_multi', 'checkbox', 'sel_search']);

interface FieldProps {
  name: string;
  item: ReportQueryItem;
  placeholder: string;
  options: ReportDictOption[] | undefined;
  value: SearchValues[string];
  onChange: (value: string) => void;
}

/** One search widget by the field's view: dictionary select, date, date-time, else text. */
function SearchField({ name, item, placeholder, options, value, onChange }: FieldProps) {
  const text = value === undefined || value === null ? '' : String(value);
  if (DICT_VIEWS.has(item.view ?? '') && options) {
    return (
      <Select
        allowClear
        aria-label={name}
        placeholder={placeholder}
        style={{ width: '100%' }}
        value={text || undefined}
        options={options.map((option) => ({ value: option.value, label: option.text }))}
        onChange={(next: string | undefined) => onChange(next ?? '')}
      />
    );
  }
  if (item.view === 'date' || item.view === 'datetime') {
    const format = item.view === 'date' ? DATE_FORMAT : DATE_TIME_FORMAT;
    return (
      <DatePicker
        aria-label={name}
        placeholder={placeholder}
        showTime={item.view === 'datetime'}
        format={format}
        style={{ width: '100%' }}
        value={text ? dayjs(text, format) : null}
        onChange={(date) => onChange(date ? date.format(format) : '')}
      />
    );
  }
  return (
    <Input
      aria-label={name}
      placeholder={placeholder}
      value={text}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/**
 * The report's search fields (getQueryInfo): single fields as `<field>`, range fields as
 * `<field>_begin` / `<field>_end`; fields marked hidden show after 展开 (JPopupOnlReport).
 */
export function ReportSearchForm({ items, dictOptions, initial, onSearch }: ReportSearchFormProps) {
  const [values, setValues] = useState<SearchValues>(initial);
  const [expanded, setExpanded] = useState(false);
  const set = (name: string) => (value: string) => setValues((old) => ({ ...old, [name]: value }));
  const reset = () => {
    const emptied = Object.fromEntries(Object.keys(values).map((name) => [name, '']));
    setValues(emptied);
    onSearch(emptied);
  };
  const hasHidden = items.some((item) => item.hidden === '1');

  return (
    <Form
      component="div"
      onKeyUp={(event) => {
        if (event.key === 'Enter') onSearch(values);
      }}
    >
      <Row gutter={24}>
        {items
          .filter((item) => expanded || item.hidden !== '1')
          .map((item) => {
            const label = item.label ?? item.field;
            const options = dictOptions?.[item.dictCode ?? item.field] ?? dictOptions?.[item.field];
            const names =
              item.mode === 'group' ? [`${item.field}_begin`, `${item.field}_end`] : [item.field];
            return (
              <Col md={8} sm={24} key={item.field}>
                <Form.Item label={label}>
                  <Space.Compact style={{ width: '100%' }}>
                    {names.map((name, index) => (
                      <SearchField
                        key={name}
                        name={name}
                        item={item}
                        options={options}
                        placeholder={
                          names.length > 1 ? RANGE_PLACEHOLDERS[index]! : `请输入${label}`
                        }
                        value={values[name]}
                        onChange={set(name)}
                      />
                    ))}
                  </Space.Compact>
                </Form.Item>
              </Col>
            );
          })}
        <Col md={8} sm={24}>
          <Form.Item>
            <Space>
              <Button type="primary" icon={<SearchOutlined />} onClick={() => onSearch(values)}>
                查询
              </Button>
              <Button icon={<ReloadOutlined />} onClick={reset}>
                重置
              </Button>
              {hasHidden ? (
                <a onClick={() => setExpanded(!expanded)}>
                  {expanded ? '收起' : '展开'} {expanded ? <UpOutlined /> : <DownOutlined />}
                </a>
              ) : null}
            </Space>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
