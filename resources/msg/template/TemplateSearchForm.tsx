import { Button, Col, Form, Input, Row, Space } from 'antd';
import type { MsgTemplateFilters } from '../../../providers/msg-api';
import { DictSelect } from '../../../src/components/DictSelect';
import { MSG_DICT } from '../../../src/lib/msg';
import { resetSearch } from '../../kit/useListLink';
import { TEMPLATE_TEXTS as TEXTS } from './texts';

const COLUMN = { xs: 24, sm: 12, lg: 6 } as const;

interface TemplateSearchValues {
  templateName?: string;
  channel?: MsgTemplateFilters['channel'];
  status?: MsgTemplateFilters['status'];
}

/** The MsgTemplateInquiry filters of a search: the name trimmed, what is empty left out. */
export const templateFilters = (values: TemplateSearchValues): MsgTemplateFilters => ({
  templateName: values.templateName?.trim() || undefined,
  channel: values.channel || undefined,
  status: values.status || undefined,
});

/** 消息模板 search: name, channel, status. */
export function TemplateSearchForm({
  onSearch,
}: {
  onSearch: (filters: MsgTemplateFilters) => void;
}) {
  const [form] = Form.useForm<TemplateSearchValues>();
  return (
    <Form
      form={form}
      layout="inline"
      name="msgTemplateSearch"
      role="search"
      aria-label="查询条件"
      onFinish={(values) => onSearch(templateFilters(values))}
      style={{ marginBottom: 16 }}
    >
      <Row gutter={[16, 12]} style={{ width: '100%' }}>
        <Col {...COLUMN}>
          <Form.Item name="templateName" label={TEXTS.templateName}>
            <Input allowClear placeholder={TEXTS.required(TEXTS.templateName)} />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="channel" label={TEXTS.channel}>
            <DictSelect dictCode={MSG_DICT.channel} />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="status" label={TEXTS.status}>
            <DictSelect dictCode={MSG_DICT.templateStatus} />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Space>
            <Button type="primary" htmlType="submit">
              {TEXTS.search}
            </Button>
            <Button
              onClick={() => {
                resetSearch(form);
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
