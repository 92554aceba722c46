import { Button, Col, Form, Input, Row, Select, Space } from 'antd';
import type { AuthUserFilters, AuthUserGroup } from '../../../providers/auth-user-api';
import { DictSelect } from '../../../src/components/DictSelect';
import {
  AUTH_USER_DICT,
  userSearchFilters,
  type UserSearchValues,
} from '../../../src/lib/authUser';
import { USER_TEXTS as TEXTS } from './texts';

const COLUMN = { xs: 24, sm: 12, lg: 8 } as const;

/** 用户管理 search: account, name, full mobile, status, group. */
export function UserSearchForm({
  groups,
  onSearch,
}: {
  groups: AuthUserGroup[];
  onSearch: (filters: AuthUserFilters) => void;
}) {
  const [form] = Form.useForm<UserSearchValues>();
  return (
    <Form
      form={form}
      layout="inline"
      name="authUserSearch"
      role="search"
      aria-label="查询条件"
      onFinish={(values) => onSearch(userSearchFilters(values))}
      style={{ marginBottom: 16 }}
    >
      <Row gutter={[16, 12]} style={{ width: '100%' }}>
        <Col {...COLUMN}>
          <Form.Item name="userName" label={TEXTS.userName}>
            <Input allowClear placeholder={`请输入${TEXTS.userName}`} />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="realName" label={TEXTS.realName}>
            <Input allowClear placeholder={`请输入${TEXTS.realName}`} />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="mobile" label={TEXTS.mobile}>
            <Input allowClear inputMode="tel" placeholder="请输入完整手机号" />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="status" label={TEXTS.status}>
            <DictSelect dictCode={AUTH_USER_DICT.status} />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="groupId" label={TEXTS.groups}>
            <Select
              allowClear
              placeholder={`请选择${TEXTS.groups}`}
              options={groups.map((group) => ({ value: group.groupId, label: group.groupName }))}
            />
          </Form.Item>
        </Col>
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
