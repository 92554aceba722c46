import { Button, Col, Form, Input, Row, Space } from 'antd';
import type { AccountFilters } from '../../../providers/acct-api';
import { DictSelect } from '../../../src/components/DictSelect';
import { ACCOUNT_DICT } from '../../../src/lib/account';
import { resetSearch } from '../../kit/useListLink';
import { accountFilters, type AccountSearchValues } from './accountSearch';
import { ACCOUNT_LABELS as LABELS } from './texts';

const COLUMN = { xs: 24, sm: 12, lg: 8 } as const;

/** 账户管理 search (issue 17 page 1): account number, customer name or code, type, status. */
export function AccountSearchForm({
  onSearch,
  initialValues,
}: {
  onSearch: (filters: AccountFilters) => void;
  /** The values shown at first: a link's filters (issue 18 item 4). */
  initialValues?: AccountSearchValues;
}) {
  const [form] = Form.useForm<AccountSearchValues>();
  return (
    <Form
      form={form}
      layout="inline"
      name="accountSearch"
      role="search"
      aria-label="查询条件"
      initialValues={initialValues}
      onFinish={(values) => onSearch(accountFilters(values))}
      style={{ marginBottom: 16 }}
    >
      <Row gutter={[16, 12]} style={{ width: '100%' }}>
        <Col {...COLUMN}>
          <Form.Item name="acctNo" label={LABELS.acctNo}>
            <Input allowClear placeholder="请输入账号" />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="cusName" label={LABELS.cusName}>
            <Input allowClear placeholder="请输入客户名称" />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="cusCode" label={LABELS.cusCode}>
            <Input allowClear placeholder="请输入客户代码" />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="acctType" label={LABELS.acctType}>
            <DictSelect dictCode={ACCOUNT_DICT.acctType} />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="acctStatus" label={LABELS.acctStatus}>
            <DictSelect dictCode={ACCOUNT_DICT.acctStatus} />
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
