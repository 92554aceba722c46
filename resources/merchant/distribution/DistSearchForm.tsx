import { Button, Col, DatePicker, Form, Input, Row, Space } from 'antd';
import type { DistFilters } from '../../../providers/distribution-api';
import { DictSelect } from '../../../src/components/DictSelect';
import { DIST_DICT } from '../../../src/lib/distribution';
import { resetSearch } from '../../kit/useListLink';
import { distFilters, type DistSearchValues } from './distSearch';

const COLUMN = { xs: 24, sm: 12, lg: 8 } as const;

/**
 * The search of 资金分发 and 分发审核: number, status, mode, submit-date range. `initial` is what the
 * page opens on (分发审核: 00 待审核, or a link's filters); 重置 returns to `defaults` (else `initial`).
 */
export function DistSearchForm({
  name,
  initial,
  defaults = initial,
  onSearch,
}: {
  name: string;
  initial: DistSearchValues;
  /** The page's own search, when a link opened it on another (issue 19: 我的待办). */
  defaults?: DistSearchValues;
  onSearch: (filters: DistFilters) => void;
}) {
  const [form] = Form.useForm<DistSearchValues>();
  return (
    <Form
      form={form}
      layout="inline"
      name={name}
      role="search"
      aria-label="查询条件"
      initialValues={initial}
      onFinish={(values) => onSearch(distFilters(values))}
      style={{ marginBottom: 16 }}
    >
      <Row gutter={[16, 12]} style={{ width: '100%' }}>
        <Col {...COLUMN}>
          <Form.Item name="distNo" label="分发单号">
            <Input allowClear placeholder="请输入分发单号" />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="distStatus" label="分发状态">
            <DictSelect dictCode={DIST_DICT.distStatus} />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="distMode" label="分发方式">
            <DictSelect dictCode={DIST_DICT.distMode} />
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
                resetSearch(form, defaults);
                onSearch(distFilters(defaults));
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
