import { Button, Col, Form, Input, Row, Space } from 'antd';
import type { AuthEntityFilters } from '../../../providers/auth-admin-api';
import { DictSelect } from '../../../src/components/DictSelect';
import { AUTH_DICT, AUTH_STATUS, ORG_TYPE, isCode } from '../../../src/lib/auth';
import { SHARED_TEXTS } from '../shared/texts';
import { ENTITY_TEXTS as TEXTS } from './texts';

const COLUMN = { xs: 24, sm: 12, lg: 8 } as const;

interface EntitySearchValues {
  entityName?: string;
  orgType?: string;
  status?: string;
}

/** The filters of a search: the filled ones only. */
export function entityFilters(values: EntitySearchValues): AuthEntityFilters {
  const entityName = values.entityName?.trim();
  const { orgType, status } = values;
  return {
    ...(entityName ? { entityName } : {}),
    ...(isCode(ORG_TYPE, orgType) ? { orgType } : {}),
    ...(isCode(AUTH_STATUS, status) ? { status } : {}),
  };
}

/** 实体管理 search: name, organisation type, status. */
export function EntitySearchForm({ onSearch }: { onSearch: (filters: AuthEntityFilters) => void }) {
  const [form] = Form.useForm<EntitySearchValues>();
  return (
    <Form
      form={form}
      layout="inline"
      name="authEntitySearch"
      role="search"
      aria-label="查询条件"
      onFinish={(values) => onSearch(entityFilters(values))}
      style={{ marginBottom: 16 }}
    >
      <Row gutter={[16, 12]} style={{ width: '100%' }}>
        <Col {...COLUMN}>
          <Form.Item name="entityName" label={TEXTS.entityName}>
            <Input allowClear placeholder={`请输入${TEXTS.entityName}`} />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="orgType" label={TEXTS.orgType}>
            <DictSelect dictCode={AUTH_DICT.orgType} />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="status" label={SHARED_TEXTS.status}>
            <DictSelect dictCode={AUTH_DICT.status} />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Space>
            <Button type="primary" htmlType="submit">
              {SHARED_TEXTS.search}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                onSearch({});
              }}
            >
              {SHARED_TEXTS.reset}
            </Button>
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
