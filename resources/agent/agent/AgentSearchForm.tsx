import { Button, Col, Form, Input, Row, Space } from 'antd';
import type { AgentFilters } from '../../../providers/agent-api';
import { DictSelect } from '../../../src/components/DictSelect';
import { AGENT_DICT, AGT_STATUS, isCode } from '../../../src/lib/agent';
import { SHARED_TEXTS } from '../shared/texts';
import { AGENT_TEXTS as TEXTS } from './texts';

const COLUMN = { xs: 24, sm: 12, lg: 8 } as const;

interface AgentSearchValues {
  agentCode?: string;
  agentName?: string;
  agentStatus?: string;
}

/** The filters of a search: the filled ones only. */
export function agentFilters(values: AgentSearchValues): AgentFilters {
  const agentCode = values.agentCode?.trim();
  const agentName = values.agentName?.trim();
  return {
    ...(agentCode ? { agentCode } : {}),
    ...(agentName ? { agentName } : {}),
    ...(isCode(AGT_STATUS, values.agentStatus) ? { agentStatus: values.agentStatus } : {}),
  };
}

/** 代理商 search: code, name, status. */
export function AgentSearchForm({ onSearch }: { onSearch: (filters: AgentFilters) => void }) {
  const [form] = Form.useForm<AgentSearchValues>();
  return (
    <Form
      form={form}
      layout="inline"
      name="agentSearch"
      role="search"
      aria-label="查询条件"
      onFinish={(values) => onSearch(agentFilters(values))}
      style={{ marginBottom: 16 }}
    >
      <Row gutter={[16, 12]} style={{ width: '100%' }}>
        <Col {...COLUMN}>
          <Form.Item name="agentCode" label={TEXTS.agentCode}>
            <Input allowClear placeholder={`请输入${TEXTS.agentCode}`} />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="agentName" label={TEXTS.agentName}>
            <Input allowClear placeholder={`请输入${TEXTS.agentName}`} />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="agentStatus" label={TEXTS.status}>
            <DictSelect dictCode={AGENT_DICT.status} />
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
