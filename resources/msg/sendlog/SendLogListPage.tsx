import { Button, Card, Descriptions, Modal, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { MsgSendLog } from '../../../providers/msg-api';
import { MSG_DICT, isHtmlChannel } from '../../../src/lib/msg';
import { DictTag } from '../../account/account/DictTag';
import { useCapList } from '../../kit/useCapList';
import { CHANNEL_COLOURS, SEND_STATUS_COLOURS } from '../shared/colours';
import { MessageBody } from '../shared/MessageBody';
import { useMsgApi } from '../shared/msgApiContext';
import { SendLogSearchForm } from './SendLogSearchForm';
import { SEND_LOG_TEXTS as TEXTS } from './texts';

/**
 * 发送记录 (issue 19 D; spec 2.7 "the sent-message log"): every message sent from a template,
 * newest first, receivers masked by the server; 查看 shows the message as it was sent (an email's
 * HTML sanitized).
 */
export function SendLogListPage() {
  const api = useMsgApi();
  const list = useCapList('msgSendLog', api.sendLogs, {});
  const [viewing, setViewing] = useState<MsgSendLog>();

  const columns: TableColumnsType<MsgSendLog> = [
    { title: TEXTS.sendNo, dataIndex: 'sendNo', width: 190 },
    {
      title: TEXTS.template,
      dataIndex: 'templateName',
      width: 150,
      render: (name: string | undefined, row) => name ?? row.templateCode,
    },
    {
      title: TEXTS.channel,
      dataIndex: 'channel',
      width: 90,
      render: (code: string) => (
        <DictTag dictCode={MSG_DICT.channel} value={code} colours={CHANNEL_COLOURS} />
      ),
    },
    { title: TEXTS.receiver, dataIndex: 'receiver', width: 170 },
    { title: TEXTS.subject, dataIndex: 'subject', width: 200, ellipsis: true },
    {
      title: TEXTS.sendStatus,
      dataIndex: 'sendStatus',
      width: 100,
      render: (code: string, row) => (
        <>
          <DictTag dictCode={MSG_DICT.sendStatus} value={code} colours={SEND_STATUS_COLOURS} />
          {row.testSend ? <Tag>{TEXTS.test}</Tag> : null}
        </>
      ),
    },
    { title: TEXTS.failReason, dataIndex: 'failReason', ellipsis: true },
    { title: TEXTS.sendTime, dataIndex: 'sendTime', width: 170 },
    { title: TEXTS.operator, dataIndex: 'operatorName', width: 100 },
    {
      title: TEXTS.actions,
      key: 'actions',
      fixed: 'right',
      width: 80,
      render: (_: unknown, row) => (
        <Button type="link" size="small" onClick={() => setViewing(row)}>
          {TEXTS.view}
        </Button>
      ),
    },
  ];

  return (
    <Card title={TEXTS.title}>
      <SendLogSearchForm onSearch={list.search} />
      <Table<MsgSendLog>
        rowKey="sendNo"
        columns={columns}
        dataSource={list.rows}
        loading={list.loading}
        pagination={list.pagination}
        scroll={{ x: 'max-content' }}
      />
      <Modal
        open={viewing !== undefined}
        title={viewing ? TEXTS.detailTitle(viewing.sendNo) : undefined}
        width={720}
        onCancel={() => setViewing(undefined)}
        footer={
          <Button type="primary" onClick={() => setViewing(undefined)}>
            {TEXTS.close}
          </Button>
        }
      >
        {viewing ? <SentMessage log={viewing} /> : null}
      </Modal>
    </Card>
  );
}

function SentMessage({ log }: { log: MsgSendLog }) {
  return (
    <Descriptions column={1} bordered size="small">
      <Descriptions.Item label={TEXTS.receiver}>{log.receiver}</Descriptions.Item>
      <Descriptions.Item label={TEXTS.sendTime}>{log.sendTime}</Descriptions.Item>
      {log.subject ? (
        <Descriptions.Item label={TEXTS.subject}>{log.subject}</Descriptions.Item>
      ) : null}
      <Descriptions.Item label={TEXTS.content}>
        <MessageBody html={isHtmlChannel(log.channel)} text={log.content} />
      </Descriptions.Item>
      {log.failReason ? (
        <Descriptions.Item label={TEXTS.failReason}>{log.failReason}</Descriptions.Item>
      ) : null}
    </Descriptions>
  );
}
