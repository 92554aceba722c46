import { Button, Col, DatePicker, Form, Input, Row, Space } from 'antd';
import type { TxnFilters } from '../../../providers/txn-api';
import { DictSelect } from '../../../src/components/DictSelect';
import { ACCOUNT_DICT } from '../../../src/lib/account';
import { resetSearch } from '../../kit/useListLink';
import { txnFilters, type TxnSearchValues } from './txnSearch';

const COLUMN = { xs: 24, sm: 12, lg: 8 } as const;

export interface TxnSearchFormProps {
  onSearch: (filters: TxnFilters) => void;
  /** The status shown at first (交易复核: 00 待复核); 重置 returns to it. */
  initialStatus?: string;
  /** The values shown at first instead: a link's filters (issue 18 item 4). */
  linked?: TxnSearchValues;
  /** 转账 lists one type only: no type select. */
  withType?: boolean;
}

/** Transaction search (issue 17): txn no, account, type, status, submitter, submitted dates. */
export function TxnSearchForm({
  onSearch,
  initialStatus,
  linked,
  withType = true,
}: TxnSearchFormProps) {
  const [form] = Form.useForm<TxnSearchValues>();
  const defaults: TxnSearchValues = { txnStatus: initialStatus };
  return (
    <Form
      form={form}
      layout="inline"
      name="txnSearch"
      role="search"
      aria-label="查询条件"
      initialValues={linked ?? defaults}
      onFinish={(values) => onSearch(txnFilters(values))}
      style={{ marginBottom: 16 }}
    >
      <Row gutter={[16, 12]} style={{ width: '100%' }}>
        <Col {...COLUMN}>
          <Form.Item name="txnNo" label="交易流水号">
            <Input allowClear placeholder="请输入交易流水号" />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="acctNo" label="账号">
            <Input allowClear placeholder="请输入账号" />
          </Form.Item>
        </Col>
        {withType ? (
          <Col {...COLUMN}>
            <Form.Item name="txnType" label="交易类型">
              <DictSelect dictCode={ACCOUNT_DICT.txnType} />
            </Form.Item>
          </Col>
        ) : null}
        <Col {...COLUMN}>
          <Form.Item name="txnStatus" label="交易状态">
            <DictSelect dictCode={ACCOUNT_DICT.txnStatus} />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="submitter" label="提交人">
            <Input allowClear placeholder="请输入提交人账号" />
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
                onSearch(txnFilters(defaults));
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
