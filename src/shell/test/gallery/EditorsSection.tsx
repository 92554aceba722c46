/**
 * Gallery: rich-text, markdown and code editors and the markdown image dialog (spec 2.10, 9).
 * Each editor's library is its own chunk, fetched when this section first renders it. Image
 * uploads go to the backend (the Prism mock in development); the rich-text demo edits the
 * content of an announcement loaded from it.
 */
import { useQuery } from '@tanstack/react-query';
import { Button, Select, Space, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { isPresentedError } from '../../../../providers/http/httpError';
import { listMyAnnouncementSends } from '../../../../providers/notices-api';
import {
  CodeEditor,
  CODE_EDITOR_LANGUAGES,
  type CodeEditorLanguage,
} from '../../../components/CodeEditor';
import { MarkdownEditor } from '../../../components/MarkdownEditor';
import { MarkdownImageDialog } from '../../../components/MarkdownImageDialog';
import { RichTextEditor } from '../../../components/RichTextEditor';
import { DemoCard } from './DemoCard';
import { useAppFeedback } from '../../../components/feedback/useAppFeedback';

function RichTextDemo() {
  const { message } = useAppFeedback();
  const [html, setHtml] = useState(
    '<p>各部门：</p><p>请于本周五前提交<strong>月度对账报告</strong>。</p>',
  );
  const notices = useQuery({
    queryKey: ['gallery', 'editors', 'announcements'],
    queryFn: () => listMyAnnouncementSends({ pageNo: 1, pageSize: 10 }),
    retry: false,
  });
  useEffect(() => {
    // HTTP failures were shown by the HTTP layer; a success:false reply is shown here, once.
    if (notices.error && !isPresentedError(notices.error))
      void message.warning(notices.error.message);
  }, [notices.error, message]);
  const records = notices.data?.records ?? [];
  return (
    <DemoCard
      title="富文本编辑器"
      value={html}
      extra={
        <Select
          aria-label="载入公告内容"
          placeholder="载入公告内容"
          style={{ width: 280 }}
          loading={notices.isLoading}
          options={records.map((record) => ({
            value: record.id,
            label: record.titile ?? record.id,
          }))}
          onChange={(id: string) => setHtml(records.find((r) => r.id === id)?.msgContent ?? '')}
        />
      }
    >
      <RichTextEditor value={html} onChange={setHtml} />
    </DemoCard>
  );
}

const MARKDOWN_SAMPLE = [
  '## 商户接入说明',
  '',
  '1. 在 **商户管理** 中新增商户并上传营业执照；',
  '2. 完成实名认证后，提交 *渠道进件* 申请；',
  '3. 审核通过后即可开通交易。',
  '',
  '> 如有疑问，请联系客服：400-800-1234。',
].join('\n');

function MarkdownDemo() {
  const [markdown, setMarkdown] = useState(MARKDOWN_SAMPLE);
  return (
    <DemoCard title="Markdown 编辑器" value={markdown}>
      <MarkdownEditor value={markdown} onChange={setMarkdown} />
    </DemoCard>
  );
}

function MarkdownImageDialogDemo() {
  const [open, setOpen] = useState(false);
  const [inserted, setInserted] = useState('');
  return (
    <DemoCard title="Markdown 图片上传对话框" value={inserted}>
      <Button onClick={() => setOpen(true)}>打开图片上传</Button>
      <MarkdownImageDialog
        open={open}
        onCancel={() => setOpen(false)}
        onInsert={(markdown) => {
          setInserted(markdown);
          setOpen(false);
        }}
      />
    </DemoCard>
  );
}

const CODE_SAMPLE = [
  '-- 近 7 日交易汇总',
  'SELECT merchant_no, COUNT(*) AS trade_count, SUM(amount) AS trade_amount',
  'FROM pay_trade',
  "WHERE trade_time >= DATE_SUB(CURDATE(), INTERVAL 7 DAY) AND status = '1'",
  'GROUP BY merchant_no;',
].join('\n');

function CodeDemo() {
  const [code, setCode] = useState(CODE_SAMPLE);
  const [language, setLanguage] = useState<CodeEditorLanguage>('sql');
  const [readOnly, setReadOnly] = useState(false);
  return (
    <DemoCard
      title="代码编辑器"
      value={code}
      extra={
        <Space>
          <Select
            aria-label="语言"
            value={language}
            style={{ width: 140 }}
            onChange={setLanguage}
            options={CODE_EDITOR_LANGUAGES.map((value) => ({ value, label: value }))}
          />
          <Typography.Text>只读</Typography.Text>
          <Switch aria-label="只读" checked={readOnly} onChange={setReadOnly} />
        </Space>
      }
    >
      <CodeEditor value={code} onChange={setCode} language={language} readOnly={readOnly} />
    </DemoCard>
  );
}

export default function EditorsSection() {
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <RichTextDemo />
      <MarkdownDemo />
      <MarkdownImageDialogDemo />
      <CodeDemo />
    </Space>
  );
}
