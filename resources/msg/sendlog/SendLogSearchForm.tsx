import { Button, Col, DatePicker, Form, Input, Row, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import type { MsgSendLogFilters } from '../../../providers/msg-api';
import { DictSelect } from '../../../src/components/DictSelect';
import { MSG_DICT } from '../../../src/lib/msg';
import { resetSearch } from '../../kit/useListLink';
import { SEND_LOG_TEXTS as TEXTS } from './texts';

const COLUMN = { xs: 24, sm: 12, lg: 8 } as const;
const DATE = 'YYYY-MM-DD';

interface SendLogSearchValues {
  templateCode?: string;
  receiver?: string;
  channel?: MsgSendLogFilters['channel'];
  sendStatus?: MsgSendLogFilters['sendStatus'];
  sent?: readonly [Dayjs | null, Dayjs | null] | null;
}

/** The MsgSendLogInquiry filters of a search: texts trimmed, the date range inclusive. */
export function sendLogFilters(values: SendLogSearchValues): MsgSendLogFilters {
  const [begin, end] = values.sent ?? [null, null];
  return {
    templateCode: values.templateCode?.trim() || undefined,
    receiver: values.receiver?.trim() || undefined,
    channel: values.channel || undefined,
    sendStatus: values.sendStatus || undefined,
    beginDate: begin?.format(DATE),
    endDate: end?.format(DATE),
  };
}

/** 发送记录 search: template code, receiver, channel, status, send-date range. */
export function SendLogSearchForm({
  onSearch,
}: {
  onSearch: (filters: MsgSendLogFilters) => void;
}) {
  const [form] = Form.useForm<SendLogSearchValues>();
  return (
    <Form
      form={form}
      layout="inline"
      name="msgSendLogSearch"
      role="search"
      aria-label="查询条件"
      onFinish={(values) => onSearch(sendLogFilters(values))}
      style={{ marginBottom: 16 }}
    >
      <Row gutter={[16, 12]} style={{ width: '100%' }}>
        <Col {...COLUMN}>
          <Form.Item name="templateCode" label={TEXTS.templateCode}>
            <Input allowClear placeholder={TEXTS.input(TEXTS.templateCode)} />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="receiver" label={TEXTS.receiver}>
            <Input allowClear placeholder={TEXTS.input(TEXTS.receiver)} />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="channel" label={TEXTS.channel}>
            <DictSelect dictCode={MSG_DICT.channel} />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="sendStatus" label={TEXTS.sendStatus}>
            <DictSelect dictCode={MSG_DICT.sendStatus} />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="sent" label={TEXTS.sendDate}>
            <DatePicker.RangePicker
              placeholder={['开始日期', '结束日期']}
              style={{ width: '100%' }}
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
