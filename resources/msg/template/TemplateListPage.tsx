import { Button, Card, Space, Table } from 'antd';
import { useState } from 'react';
import type { MsgTemplate } from '../../../providers/msg-api';
import { MSG_BUTTON } from '../../../src/lib/msg';
import { useAllowed } from '../../kit/useAllowed';
import { useCapList } from '../../kit/useCapList';
import { useMsgApi } from '../shared/msgApiContext';
import { PreviewModal } from './PreviewModal';
import { TemplateFormModal, type TemplateFormTarget } from './TemplateFormModal';
import { TemplateSearchForm } from './TemplateSearchForm';
import { useTemplateColumns } from './templateColumns';
import { TestSendModal } from './TestSendModal';
import { TEMPLATE_TEXTS as TEXTS } from './texts';

/**
 * 消息模板 (issue 19 D; spec 2.7 "message and template management"): SMS, in-app and email
 * templates searched through MsgTemplateInquiry; 预览 with sample values for everyone, 新增 / 编辑
 * and 测试发送 behind their spec 6 button codes.
 */
export function TemplateListPage() {
  const api = useMsgApi();
  const list = useCapList('msgTemplate', api.templates, {});
  const allowed = useAllowed();
  const [editing, setEditing] = useState<TemplateFormTarget>();
  const [previewing, setPreviewing] = useState<MsgTemplate>();
  const [testing, setTesting] = useState<MsgTemplate>();

  const columns = useTemplateColumns((template, action) => {
    if (action === 'preview') setPreviewing(template);
    else if (action === 'edit') setEditing({ mode: 'edit', template });
    else setTesting(template);
  });

  return (
    <Card title={TEXTS.title}>
      <TemplateSearchForm onSearch={list.search} />
      {allowed(MSG_BUTTON.templateAdd) ? (
        <Space style={{ marginBottom: 16 }}>
          <Button type="primary" onClick={() => setEditing({ mode: 'create' })}>
            {TEXTS.add}
          </Button>
        </Space>
      ) : null}
      <Table<MsgTemplate>
        rowKey="templateCode"
        columns={columns}
        dataSource={list.rows}
        loading={list.loading}
        pagination={list.pagination}
        scroll={{ x: 'max-content' }}
      />
      <TemplateFormModal
        target={editing}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          list.refresh();
        }}
      />
      <PreviewModal template={previewing} onClose={() => setPreviewing(undefined)} />
      <TestSendModal
        template={testing}
        onClose={() => setTesting(undefined)}
        onSent={() => setTesting(undefined)}
      />
    </Card>
  );
}
