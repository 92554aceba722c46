/**
 * Renders the 消息与文件 pages over recording /cap service calls: the real API (providers/msg-api.ts)
 * over a fake `servicePost`, so tests assert the path and payload each user action sends.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { ServicePost } from '../../../providers/cap-list';
import {
  createMsgApi,
  type MsgSendLog,
  type MsgTemplate,
  type StoredFile,
} from '../../../providers/msg-api';
import { FileListPage } from '../../../resources/msg/file/FileListPage';
import { SendLogListPage } from '../../../resources/msg/sendlog/SendLogListPage';
import { MsgApiContext } from '../../../resources/msg/shared/msgApiContext';
import { TemplateListPage } from '../../../resources/msg/template/TemplateListPage';
import { storage } from '../../../src/lib/storage';

configure({ asyncUtilTimeout: 20_000 });

export { capOk, capRefused, grant, recordingPost } from '../customer/harness';

export const PATHS = {
  templateInquiry: '/cap/msg/v1/MsgTemplateInquiry',
  templateAddition: '/cap/msg/v1/MsgTemplateAddtion',
  templateUpdating: '/cap/msg/v1/MsgTemplateUpdating',
  testSend: '/cap/msg/v1/MsgTestSend',
  sendLogInquiry: '/cap/msg/v1/MsgSendLogInquiry',
  fileInquiry: '/cap/cos/v1/FileInquiry',
  fileDelete: '/cap/cos/v1/FileDelete',
} as const;

export const ALL_CODES = ['msgtpl:add', 'msgtpl:edit', 'msgtpl:test', 'file:delete'];

export const listBody = (rows: readonly unknown[]) => ({
  listData: rows,
  page: { count: rows.length, pageSize: 10, offset: 0 },
});

/** Templates of the contract's examples: an SMS, an email, and a disabled SMS. */
export function smsTemplate(overrides: Partial<MsgTemplate> = {}): MsgTemplate {
  return {
    templateCode: 'SMS_PAY_SUCCESS',
    templateName: '代付成功通知',
    channel: '01',
    subject: null,
    content: '【云栖支付】尊敬的${cusName}，代付${amount}元已到账。',
    variables: [
      { name: 'cusName', label: '客户名称', sample: '杭州云栖便利店有限公司' },
      { name: 'amount', label: '金额（元）', sample: '1,250.00' },
    ],
    status: '1',
    updateBy: '周琳',
    updateTime: '2026-11-20 15:02:11',
    ...overrides,
  };
}

export function emailTemplate(overrides: Partial<MsgTemplate> = {}): MsgTemplate {
  return {
    templateCode: 'EMAIL_INVOICE_MADE',
    templateName: '电子发票开具通知',
    channel: '03',
    subject: '【云栖支付】${period}电子发票已开具',
    content: '<p>尊敬的${cusName}：</p><p>发票号码 <strong>${invoiceNo}</strong></p>',
    variables: [
      { name: 'cusName', label: '客户名称', sample: '杭州云栖便利店有限公司' },
      { name: 'period', label: '账期', sample: '2026年10月' },
      { name: 'invoiceNo', label: '发票号码', sample: '24332000000012345678' },
    ],
    status: '1',
    updateBy: '周琳',
    updateTime: '2026-11-12 17:45:00',
    ...overrides,
  };
}

export function sendLog(overrides: Partial<MsgSendLog> = {}): MsgSendLog {
  return {
    sendNo: 'M20261127102530001',
    templateCode: 'SMS_PAY_SUCCESS',
    templateName: '代付成功通知',
    channel: '01',
    receiver: '138****8000',
    subject: null,
    content: '【云栖支付】尊敬的杭州云栖便利店有限公司，代付1,250.00元已到账。',
    sendStatus: '01',
    failReason: null,
    sendTime: '2026-11-27 10:25:30',
    operatorName: '系统管理员',
    testSend: true,
    ...overrides,
  };
}

export function storedFile(overrides: Partial<StoredFile> = {}): StoredFile {
  return {
    fileId: 'F20261125102201001',
    fileName: '调账审批单.pdf',
    filePath: 'bill/adjust/20261125/tzspd.pdf',
    fileType: 'pdf',
    contentType: 'application/pdf',
    fileSize: 245760,
    uploader: 'zhoulin',
    uploaderName: '周琳',
    uploadTime: '2026-11-25 10:20:45',
    ...overrides,
  };
}

const item = (value: string, text: string) => ({ value, text, title: text, label: text });

/** The login's dictionary cache (the msg_* dictionaries of sys.yaml). */
export function seedDictionaries() {
  storage.set('UI_CACHE_DB_DICT_DATA', {
    msg_channel: [item('01', '短信'), item('02', '站内信'), item('03', '邮件')],
    msg_template_status: [item('0', '停用'), item('1', '启用')],
    msg_send_status: [item('00', '发送中'), item('01', '发送成功'), item('02', '发送失败')],
  });
}

function view(post: ServicePost, page: ReactNode) {
  const client = new QueryClient();
  return (
    <QueryClientProvider client={client}>
      <AntdApp>
        <MsgApiContext
          value={createMsgApi(post, (path) => `/static/${path}`, 'http://localhost:3000/api')}
        >
          <MemoryRouter>{page}</MemoryRouter>
        </MsgApiContext>
      </AntdApp>
    </QueryClientProvider>
  );
}

export const renderTemplates = (post: ServicePost) => render(view(post, <TemplateListPage />));
export const renderSendLogs = (post: ServicePost) => render(view(post, <SendLogListPage />));
export const renderFiles = (post: ServicePost) => render(view(post, <FileListPage />));
