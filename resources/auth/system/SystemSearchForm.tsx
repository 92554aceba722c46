import { Button, Col, Form, Input, Row, Space } from 'antd';
import type { AuthSystemFilters } from '../../../providers/auth-admin-api';
import { DictSelect } from '../../../src/components/DictSelect';
import { AUTH_DICT, AUTH_STATUS, isCode } from '../../../src/lib/auth';
import { SHARED_TEXTS } from '../shared/texts';
import { SYSTEM_TEXTS as TEXTS } from './texts';

const COLUMN = { xs: 24, sm: 12, lg: 8 } as const;

interface SystemSearchValues {
  sysCode?: string;
  sysName?: string;
  sysStatus?: string;
}

/** The filters of a search: the filled ones only. */
export function systemFilters(values: SystemSearchValues): AuthSystemFilters {
  const sysCode = values.sysCode?.trim();
  const sysName = values.sysName?.trim();
  const { sysStatus } = values;
  return {
    ...(sysCode ? { sysCode } : {}),
    ...(sysName ? { sysName } : {}),
    ...(isCode(AUTH_STATUS, sysStatus) ? { sysStatus } : {}),
  };
}

/** 系统配置 search: code, name, status. */
export function SystemSearchForm({ onSearch }: { onSearch: (filters: AuthSystemFilters) => void }) {
  const [form] = Form.useForm<SystemSearchValues>();
  return (
    <Form
      form={form}
      layout="inline"
      name="authSystemSearch"
      role="search"
      aria-label="查询条件"
      onFinish={(values) => onSearch(systemFilters(values))}
      style={{ marginBottom: 16 }}
    >
      <Row gutter={[16, 12]} style={{ width: '100%' }}>
        <Col {...COLUMN}>
          <Form.Item name="sysCode" label={TEXTS.sysCode}>
            <Input allowClear placeholder={`请输入${TEXTS.sysCode}`} />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="sysName" label={TEXTS.sysName}>
            <Input allowClear placeholder={`请输入${TEXTS.sysName}`} />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="sysStatus" label={SHARED_TEXTS.status}>
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
