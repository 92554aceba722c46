import { Button, Col, Form, Input, Row, Space } from 'antd';
import type { AuthResourceFilters } from '../../../providers/auth-access-api';
import { DictSelect } from '../../../src/components/DictSelect';
import { AUTH_DICT } from '../../../src/lib/authAccess';
import { ACCESS_TEXTS } from '../accessShared/texts';
import { RESOURCE_TEXTS as TEXTS } from './texts';

const COLUMN = { xs: 24, sm: 12, lg: 8 } as const;

interface ResourceSearchValues {
  resourceName?: string;
  status?: AuthResourceFilters['status'];
}

export function resourceFilters(values: ResourceSearchValues): AuthResourceFilters {
  const resourceName = values.resourceName?.trim();
  return {
    ...(resourceName ? { resourceName } : {}),
    ...(values.status ? { status: values.status } : {}),
  };
}

/** 资源 search: name, status. */
export function ResourceSearchForm({
  onSearch,
}: {
  onSearch: (filters: AuthResourceFilters) => void;
}) {
  const [form] = Form.useForm<ResourceSearchValues>();
  return (
    <Form
      form={form}
      layout="inline"
      name="authResourceSearch"
      role="search"
      aria-label="查询条件"
      onFinish={(values) => onSearch(resourceFilters(values))}
      style={{ marginBottom: 16 }}
    >
      <Row gutter={[16, 12]} style={{ width: '100%' }}>
        <Col {...COLUMN}>
          <Form.Item name="resourceName" label={TEXTS.resourceName}>
            <Input allowClear placeholder={`请输入${TEXTS.resourceName}`} />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="status" label={TEXTS.status}>
            <DictSelect dictCode={AUTH_DICT.resourceStatus} />
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
