import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isPresentedError } from '../../../providers/http';
import { createUploadApi, importErrorFileUrl } from '../../../providers/upload-api';
import { capOk, createTestHttp, json, sysOk, type SentRequest } from '../http/support';
import { ApiError } from '../../../providers/http/httpError';

const STATIC = 'https://static.example.com/admin/sys/common/static';

/**
 * File names given to FormData.append. Vitest's jsdom Request copies a jsdom FormData into Node's
 * without the file names, so the wire shows 'blob' in tests; a browser sends the name given here.
 */
let appendedNames: string[] = [];
beforeEach(() => {
  appendedNames = [];
  const append = FormData.prototype.append;
  vi.spyOn(FormData.prototype, 'append').mockImplementation(function (
    this: FormData,
    name: string,
    value: string | Blob,
    fileName?: string,
  ) {
    if (typeof value !== 'string') appendedNames.push(`${name}=${fileName ?? ''}`);
    Reflect.apply(append, this, fileName === undefined ? [name, value] : [name, value, fileName]);
  });
});

/** The multipart parts the backend received, files as `file:content`. */
async function partsOf(sent: SentRequest): Promise<[string, string][]> {
  const form = await new Response(sent.body, {
    headers: { 'Content-Type': sent.headers['content-type'] ?? '' },
  }).formData();
  const parts: [string, string][] = [];
  for (const [name, value] of form.entries()) {
    parts.push([name, typeof value === 'string' ? value : `file:${await value.text()}`]);
  }
  return parts;
}

function apiReplying(body: unknown, status = 200) {
  const test = createTestHttp({ reply: () => json(body, status) });
  test.storage.set('Access-Token', 'eyJ.token');
  test.storage.set('Login_Userinfo', { id: 'u1', entityId: 'E01', orgId: 'O9' });
  return { api: createUploadApi(test.http), ...test };
}

const contract = new File(['%PDF-1.7'], '合同扫描件.pdf', { type: 'application/pdf' });

describe('uploadFile through /cap/cos/v1/FileUpload (the default)', () => {
  it('posts the file and the context.* parts and resolves with the stored path and its URL', async () => {
    const { api, sent } = apiReplying(
      capOk({ fileName: '合同扫描件.pdf', filePath: 'cus/C1/20261121/ht_1.pdf' }),
    );

    const uploaded = await api.uploadFile(contract, { bucketName: 'cus', saveFlag: '1' });

    expect(uploaded).toEqual({
      path: 'cus/C1/20261121/ht_1.pdf',
      url: `${STATIC}/cus/C1/20261121/ht_1.pdf`,
      name: '合同扫描件.pdf',
    });
    expect(sent).toHaveLength(1);
    const [request] = sent;
    if (!request) throw new Error('nothing sent');
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe('/admin/cap/cos/v1/FileUpload');
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(Object.fromEntries(await partsOf(request))).toEqual({
      file: 'file:%PDF-1.7',
      bucketName: 'cus',
      saveFlag: '1',
      'context.localDateTime': '2026-11-21 10:00:00',
      'context.entityId': 'E01',
      'context.tenantId': '',
      'context.orgId': 'O9',
      'context.userId': 'u1',
      'context.token': 'eyJ.token',
      'context.channel': 'web',
      'context.serviceUri': '/cap/cos/v1/FileUpload',
    });
    expect(appendedNames).toEqual(['file=合同扫描件.pdf']);
  });

  it('rejects with the server message of a failed reply', async () => {
    const { api } = apiReplying({
      status: { success: false, replyCode: 'E001', replyText: '存储服务不可用', errorMsg: null },
      body: null,
    });
    await expect(api.uploadFile(contract)).rejects.toEqual(
      new ApiError('存储服务不可用', 'server'),
    );
  });

  it('rejects with 上传失败 when a success carries no path', async () => {
    const { api } = apiReplying(capOk({ fileName: 'x.pdf' }));
    await expect(api.uploadFile(contract)).rejects.toThrow('上传失败');
  });

  it('rejects with the presented HTTP error on a 500', async () => {
    const { api, shown } = apiReplying({ message: '服务器内部错误' }, 500);
    const error: unknown = await api.uploadFile(contract).catch((caught: unknown) => caught);
    expect(isPresentedError(error)).toBe(true);
    expect(shown.length).toBeGreaterThan(0);
  });
});

describe('uploadFile through /sys/common/upload', () => {
  it('sends file, isup=1 and biz, and reads the stored path from message', async () => {
    const { api, sent } = apiReplying({
      success: true,
      message: 'temp/合同扫描件_1773797400000.pdf',
      code: 0,
      result: null,
    });

    const uploaded = await api.uploadFile(contract, { target: 'sys', bizPath: 'contract' });

    expect(uploaded).toEqual({
      path: 'temp/合同扫描件_1773797400000.pdf',
      url: `${STATIC}/temp/合同扫描件_1773797400000.pdf`,
      name: '合同扫描件.pdf',
    });
    const [request] = sent;
    if (!request) throw new Error('nothing sent');
    expect(request.url.pathname).toBe('/admin/sys/common/upload');
    expect(await partsOf(request)).toEqual([
      ['isup', '1'],
      ['biz', 'contract'],
      ['file', 'file:%PDF-1.7'],
    ]);
    expect(appendedNames).toEqual(['file=合同扫描件.pdf']);
  });

  it('leaves biz out when no path is given', async () => {
    const { api, sent } = apiReplying({ success: true, message: 'temp/a.pdf', code: 0 });
    await api.uploadFile(contract, { target: 'sys' });
    const [request] = sent;
    if (!request) throw new Error('nothing sent');
    expect((await partsOf(request)).map(([name]) => name)).toEqual(['isup', 'file']);
  });

  it('rejects with 上传失败！ from the server', async () => {
    const { api } = apiReplying({ success: false, message: '上传失败！', code: 500, result: null });
    await expect(api.uploadFile(contract, { target: 'sys' })).rejects.toThrow('上传失败！');
  });
});

describe('importExcel', () => {
  const sheets = [
    new File(['a'], '用户一.xlsx', { type: 'application/vnd.ms-excel' }),
    new File(['b'], '用户二.xls'),
  ];

  it('posts one files[] part per file with isSingleTableImport, foreignKeys and extra parts', async () => {
    const { api, sent } = apiReplying(
      sysOk('共12行数据全部导入成功！', '共12行数据全部导入成功！'),
    );

    const outcome = await api.importExcel('/sys/user/importExcel', sheets, {
      biz: 'sys_user',
      foreignKeys: { departId: 'D1' },
      validateStatus: '1',
      extra: { departId: 'D1' },
    });

    expect(outcome).toEqual({ success: true, code: 200, message: '共12行数据全部导入成功！' });
    const [request] = sent;
    if (!request) throw new Error('nothing sent');
    expect(request.url.pathname).toBe('/admin/sys/user/importExcel');
    expect(await partsOf(request)).toEqual([
      ['isSingleTableImport', 'sys_user'],
      ['foreignKeys', '{"departId":"D1"}'],
      ['validateStatus', '1'],
      ['departId', 'D1'],
      ['files[]', 'file:a'],
      ['files[]', 'file:b'],
    ]);
    expect(appendedNames).toEqual(['files[]=用户一.xlsx', 'files[]=用户二.xls']);
  });

  it('sends only the files when nothing else is configured', async () => {
    const { api, sent } = apiReplying(sysOk(null, 'ok'));
    await api.importExcel('/sys/role/importExcel', sheets.slice(0, 1));
    const [request] = sent;
    if (!request) throw new Error('nothing sent');
    expect(await partsOf(request)).toEqual([['files[]', 'file:a']]);
  });

  it('reads the 201 summary and turns its fileUrl into a static URL', async () => {
    const { api } = apiReplying({
      success: true,
      message: '导入成功,但是有错误数据!',
      code: 201,
      result: {
        msg: '总上传行数：14，已导入行数：12，错误行数：2',
        fileUrl: '/sys/common/static/userImportExcelErrorLog_1.txt',
        fileName: 'userImportExcelErrorLog_1.txt',
      },
    });
    expect(await api.importExcel('/sys/user/importExcel', sheets)).toEqual({
      success: true,
      code: 201,
      message: '导入成功,但是有错误数据!',
      errorSummary: '总上传行数：14，已导入行数：12，错误行数：2',
      errorFileName: 'userImportExcelErrorLog_1.txt',
      errorFileUrl: `${STATIC}/userImportExcelErrorLog_1.txt`,
    });
  });

  it('reads a 201 whose result is the file path itself (online importer)', async () => {
    const { api } = apiReplying({
      success: true,
      message: '部分失败',
      code: 201,
      result: 'x/err.txt',
    });
    const outcome = await api.importExcel('/sys/dict/importExcel', sheets);
    expect(outcome.errorFileUrl).toBe(`${STATIC}/x/err.txt`);
  });

  it('resolves a business failure with its message', async () => {
    const { api } = apiReplying({
      success: false,
      message: '文件导入失败:文件格式不正确',
      code: 500,
      result: null,
    });
    expect(await api.importExcel('/sys/position/importExcel', sheets)).toEqual({
      success: false,
      code: 500,
      message: '文件导入失败:文件格式不正确',
    });
  });
});

describe('importErrorFileUrl', () => {
  const http = { staticUrl: (path: string | null | undefined) => `S/${path ?? ''}`, baseUrl: 'B' };
  it.each([
    ['/sys/common/static/a/err.txt', 'S/a/err.txt'],
    ['/other/err.txt', 'B/other/err.txt'],
    ['err.txt', 'S/err.txt'],
    ['https://cdn.example.com/err.txt', 'https://cdn.example.com/err.txt'],
    ['  ', ''],
  ])('%s → %s', (fileUrl, expected) => {
    expect(importErrorFileUrl(http, fileUrl)).toBe(expected);
  });
});
