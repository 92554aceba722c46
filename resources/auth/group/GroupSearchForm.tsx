import { Button, Col, Form, Input, Row, Space } from 'antd';
import type { AuthGroupFilters } from '../../../providers/auth-access-api';
import { DictSelect } from '../../../src/components/DictSelect';
import { AUTH_DICT } from '../../../src/lib/authAccess';
import { ACCESS_TEXTS } from '../accessShared/texts';
import { GROUP_TEXTS as TEXTS } from './texts';

const COLUMN = { xs: 24, sm: 12, lg: 8 } as const;

interface GroupSearchValues {
  groupName?: string;
  groupType?: AuthGroupFilters['groupType'];
}

/** The filters of a search: the filled ones only. */
export function groupFilters(values: GroupSearchValues): AuthGroupFilters {
  const groupName = values.groupName?.trim();
  return {
    ...(groupName ? { groupName } : {}),
    ...(values.groupType ? { groupType: values.groupType } : {}),
  };
}

/** 用户组 search: name, type. */
export function GroupSearchForm({ onSearch }: { onSearch: (filters: AuthGroupFilters) => void }) {
  const [form] = Form.useForm<GroupSearchValues>();
  return (
    <Form
      form={form}
      layout="inline"
      name="authGroupSearch"
      role="search"
      aria-label="查询条件"
      onFinish={(values) => onSearch(groupFilters(values))}
      style={{ marginBottom: 16 }}
    >
      <Row gutter={[16, 12]} style={{ width: '100%' }}>
        <Col {...COLUMN}>
          <Form.Item name="groupName" label={TEXTS.groupName}>
            <Input allowClear placeholder={`请输入${TEXTS.groupName}`} />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="groupType" label={TEXTS.groupType}>
            <DictSelect dictCode={AUTH_DICT.groupType} />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Space>
            <Button type="primary" htmlType="submit">
              {ACCESS_TEXTS.search}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                onSearch({});
              }}
            >
              {ACCESS_TEXTS.reset}
            </Button>
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
