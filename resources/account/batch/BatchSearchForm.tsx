import { Button, DatePicker, Form, Input, Space } from 'antd';
import type { BatchPayFilters } from '../../../providers/batch-pay-api';
import { DictSelect } from '../../../src/components/DictSelect';
import { ACCOUNT_DICT } from '../../../src/lib/account';
import { resetSearch } from '../../kit/useListLink';
import { batchFilters, type BatchSearchValues } from './batchSearch';
import { BATCH_COLUMN_TITLES as TITLES } from './texts';

/**
 * Batch search: batch no, status (unless the page fixes it), imported date range. It shows
 * `initialValues` at first (a link's filters, issue 18 item 4) and 重置 returns to `defaults`.
 */
export function BatchSearchForm({
  name,
  withStatus = true,
  onSearch,
  defaults = {},
  initialValues = defaults,
}: {
  name: string;
  withStatus?: boolean;
  onSearch: (filters: BatchPayFilters) => void;
  defaults?: BatchSearchValues;
  initialValues?: BatchSearchValues;
}) {
  const [form] = Form.useForm<BatchSearchValues>();
  return (
    <Form
      form={form}
      layout="inline"
      name={name}
      role="search"
      aria-label="查询条件"
      initialValues={initialValues}
      onFinish={(values) => onSearch(batchFilters(values))}
      style={{ marginBottom: 16, rowGap: 12 }}
    >
      <Form.Item name="batchNo" label={TITLES.batchNo}>
        <Input allowClear placeholder="请输入批次号" />
      </Form.Item>
      {withStatus ? (
        <Form.Item name="batchStatus" label={TITLES.batchStatus} style={{ minWidth: 220 }}>
          <DictSelect dictCode={ACCOUNT_DICT.batchStatus} />
        </Form.Item>
      ) : null}
      <Form.Item name="created" label={TITLES.createTime}>
        <DatePicker.RangePicker placeholder={['开始日期', '结束日期']} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit">
          查询
        </Button>
        <Button
          onClick={() => {
            resetSearch(form, defaults);
            onSearch(batchFilters(defaults));
          }}
        >
          重置
        </Button>
      </Space>
    </Form>
  );
}
