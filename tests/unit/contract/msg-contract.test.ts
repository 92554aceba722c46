import { describe, expect, it } from 'vitest';
import {
  at,
  contract,
  dictionaryPairs,
  loginDictionaries,
  nodeAt,
  postOf,
  replyExamples,
  type Node,
} from './openapi-doc';
import { placeholdersOf } from '../../../src/lib/msg';

// 消息与文件 in the contract (issue 19 D; spec 2.7, 3, 6, 7.1): the /cap/msg/v1 and /cap/cos/v1
// File* calls with their named examples (chosen by the e2e tests with `Prefer: example=<name>`),
// the msg_* dictionaries in every login reply, the 消息与文件 menu and its four button codes in
// both auth lists. FileUpload stays as it was.

const CHINESE = /[\u4e00-\u9fa5]/;
const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

const DICTIONARIES: Record<string, [string, [string, string][]]> = {
  msg_channel: [
    'CapMsgChannelCode',
    [
      ['01', '短信'],
      ['02', '站内信'],
      ['03', '邮件'],
    ],
  ],
  msg_template_status: [
    'CapMsgTemplateStatusCode',
    [
      ['0', '停用'],
      ['1', '启用'],
    ],
  ],
  msg_send_status: [
    'CapMsgSendStatusCode',
    [
      ['00', '发送中'],
      ['01', '发送成功'],
      ['02', '发送失败'],
    ],
  ],
};

const CALLS = [
  '/cap/msg/v1/MsgTemplateInquiry',
  '/cap/msg/v1/MsgTemplateAddtion',
  '/cap/msg/v1/MsgTemplateUpdating',
  '/cap/msg/v1/MsgTestSend',
  '/cap/msg/v1/MsgSendLogInquiry',
  '/cap/cos/v1/FileInquiry',
  '/cap/cos/v1/FileDelete',
] as const;

/** The named failures: route, example, replyCode, replyText, errorMsg. */
const FAILURES = [
  [
    '/cap/msg/v1/MsgTemplateAddtion',
    'duplicateCode',
    'E4701',
    '保存失败',
    '模板编码SMS_PAY_SUCCESS已存在',
  ],
  [
    '/cap/msg/v1/MsgTemplateAddtion',
    'undeclaredVariable',
    'E4702',
    '保存失败',
    '模板内容中的变量${bizNo}未声明',
  ],
  [
    '/cap/msg/v1/MsgTemplateUpdating',
    'undeclaredVariable',
    'E4702',
    '保存失败',
    '模板内容中的变量${bizNo}未声明',
  ],
  ['/cap/msg/v1/MsgTestSend', 'receiverInvalid', 'E4711', '发送失败', '接收人手机号格式不正确'],
  ['/cap/msg/v1/MsgTestSend', 'templateDisabled', 'E4712', '发送失败', '模板已停用，不能发送'],
  ['/cap/msg/v1/MsgSendLogInquiry', 'rangeTooLong', 'E4713', '查询失败', '查询区间不能超过93天'],
  [
    '/cap/cos/v1/FileDelete',
    'fileInUse',
    'E4721',
    '删除失败',
    '该文件被调账单J20261125102201001引用，不能删除',
  ],
] as const;

const examplesOf = (route: string): Map<string, Node> =>
  new Map(replyExamples('cap.yaml', postOf('cap.yaml', route)));
const rowsOf = (route: string, name = 'success'): Node[] => {
  const rows = at(examplesOf(route).get(name), 'body', 'listData');
  return Array.isArray(rows) ? (rows as Node[]) : [];
};
const names = (variables: unknown): string[] =>
  Array.isArray(variables) ? variables.map((variable) => String(at(variable, 'name'))) : [];

describe('the msg dictionaries', () => {
  it.each(Object.keys(DICTIONARIES))(
    '%s is in every login reply and the refreshed cache, and is the enum of its schema',
    (code) => {
      const [schema, pairs] = DICTIONARIES[code] ?? ['', []];
      const logins = loginDictionaries();
      expect(logins).toHaveLength(5);
      for (const [where, dictionaries] of logins)
        expect(dictionaryPairs(dictionaries, code), where).toEqual(pairs);
      const refreshed = nodeAt(contract('sys.yaml'), 'paths', '/sys/dict/queryAllDictItems', 'get');
      const [, success] = replyExamples('sys.yaml', refreshed)[0] ?? [];
      expect(dictionaryPairs(nodeAt(success, 'result'), code)).toEqual(pairs);
      expect(at(contract('cap.yaml'), 'components', 'schemas', schema, 'enum')).toEqual(
        pairs.map(([value]) => value),
      );
    },
  );
});

describe('the calls of 消息与文件', () => {
  it.each(CALLS)(
    '%s is a POST extension; first example a success, with failure and expiredToken',
    (route) => {
      const operation = postOf('cap.yaml', route);
      expect(operation?.['x-company-extension']).toBe(true);
      expect(String(operation?.description ?? '').length).toBeGreaterThan(40);
      const examples = examplesOf(route);
      const [first] = examples.values();
      expect(at(first, 'status', 'success')).toBe(true);
      expect(at(examples.get('failure'), 'status', 'success')).toBe(false);
      expect(at(examples.get('expiredToken'), 'status', 'errorMsg')).toContain(
        'Access token has expired',
      );
    },
  );

  it.each(FAILURES)('%s %s: %s %s:%s', (route, name, code, text, detail) => {
    const reply = examplesOf(route).get(name);
    expect(at(reply, 'status')).toEqual({
      success: false,
      replyCode: code,
      replyText: text,
      errorMsg: detail,
    });
    expect(at(reply, 'body')).toBeNull();
  });

  it('FileUpload is unchanged: multipart, answering the stored name and path', () => {
    const upload = postOf('cap.yaml', '/cap/cos/v1/FileUpload');
    expect(Object.keys(nodeAt(upload, 'requestBody', 'content'))).toEqual(['multipart/form-data']);
    expect([...examplesOf('/cap/cos/v1/FileUpload').keys()]).toEqual([
      'success',
      'failure',
      'tooLarge',
      'expiredToken',
    ]);
  });

  it('every placeholder of a template is one of its declared variables, each with a sample', () => {
    const templates = rowsOf('/cap/msg/v1/MsgTemplateInquiry');
    expect(templates.map((row) => row.channel)).toEqual(['01', '02', '03', '01']);
    for (const template of templates) {
      const declared = names(template.variables);
      const used = placeholdersOf(`${String(template.subject ?? '')}${String(template.content)}`);
      expect(used.length, String(template.templateCode)).toBeGreaterThan(0);
      for (const name of used) expect(declared, String(template.templateCode)).toContain(name);
      for (const variable of template.variables as Node[])
        expect(String(at(variable, 'sample')).length).toBeGreaterThan(0);
      expect(template.updateTime).toMatch(TIME);
      expect(template.templateName).toMatch(CHINESE);
    }
    expect(templates.some((row) => row.status === '0')).toBe(true);
  });

  it('the test send answers the template filled with the request’s values, the receiver masked', () => {
    const operation = postOf('cap.yaml', '/cap/msg/v1/MsgTestSend');
    const request = nodeAt(operation, 'requestBody', 'content', 'application/json', 'examples');
    const values = at(request, 'request', 'value', 'values') as Record<string, string>;
    const [template] = rowsOf('/cap/msg/v1/MsgTemplateInquiry');
    const sent = at(examplesOf('/cap/msg/v1/MsgTestSend').get('success'), 'body') as Node;
    const filled = String(template?.content).replace(
      /\$\{(\w+)\}/g,
      (_, name: string) => values[name] ?? '',
    );
    expect(sent.content).toBe(filled);
    expect(sent.receiver).toBe('138****8000');
    expect(sent.testSend).toBe(true);
  });

  it('sent messages: every status, receivers masked, a failure with its reason', () => {
    const rows = rowsOf('/cap/msg/v1/MsgSendLogInquiry');
    expect(new Set(rows.map((row) => row.sendStatus))).toEqual(new Set(['00', '01', '02']));
    for (const row of rows) {
      expect(row.sendTime).toMatch(TIME);
      expect(row.content).not.toContain('${');
      if (row.channel !== '02') expect(row.receiver).toContain('*');
      if (row.sendStatus === '02') expect(row.failReason).toMatch(CHINESE);
      else expect(row.failReason).toBeNull();
    }
  });

  it('stored files: an image, a PDF and a sheet, sizes in bytes, relative paths', () => {
    const files = rowsOf('/cap/cos/v1/FileInquiry');
    expect(files.map((file) => file.contentType)).toEqual([
      'application/pdf',
      'image/jpeg',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
    for (const file of files) {
      expect(Number.isInteger(file.fileSize)).toBe(true);
      expect(String(file.filePath)).not.toMatch(/^\//);
      expect(String(file.fileName).endsWith(`.${String(file.fileType)}`)).toBe(true);
      expect(file.uploadTime).toMatch(TIME);
    }
  });

  it.each([
    '/cap/msg/v1/MsgTemplateInquiry',
    '/cap/msg/v1/MsgSendLogInquiry',
    '/cap/cos/v1/FileInquiry',
  ])('%s answers an empty list', (route) => {
    expect(at(examplesOf(route).get('empty'), 'body')).toEqual({
      listData: [],
      page: { count: 0, pageSize: 10, offset: 0 },
    });
  });
});

describe('the 消息与文件 menu and its button codes (spec 6)', () => {
  const resource = nodeAt(
    contract('cap.yaml'),
    'components',
    'examples',
    'CapUserResourceListDemo',
    'value',
    'body',
    'resourceJson',
  );
  const msg = (resource.menu as Node[]).find((item) => item.path === '/msg');

  it('消息与文件 is a top-level menu of three pages, with fresh ids', () => {
    expect(at(msg, 'meta', 'title')).toBe('消息与文件');
    expect(at(msg, 'component')).toBe('layouts/RouteView');
    const children = (msg?.children ?? []) as Node[];
    expect(
      children.map((child) => [child.path, child.component, at(child, 'meta', 'title')]),
    ).toEqual([
      ['/msg/templateList', 'msg/TemplateList', '消息模板'],
      ['/msg/sendLogList', 'msg/SendLogList', '发送记录'],
      ['/msg/fileList', 'msg/FileList', '文件存储'],
    ]);
    for (const entry of [msg, ...children]) expect(at(entry, 'id')).toMatch(/^[0-9a-f]{32}$/);
  });

  it.each(['msgtpl:add', 'msgtpl:edit', 'msgtpl:test', 'file:delete'])(
    '%s is listed once in the user’s and once in all the auth lists',
    (code) => {
      const actions = (list: unknown) =>
        Array.isArray(list) ? list.map((item) => at(item, 'action')) : [];
      expect(actions(resource.auth).filter((action) => action === code)).toHaveLength(1);
      expect(actions(resource.allAuth).filter((action) => action === code)).toHaveLength(1);
    },
  );
});
