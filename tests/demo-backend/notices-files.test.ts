// Files against the demo backend (issue 34 item 7; spec 7.1, 7.6): uploads land in the data folder
// and are served back (images and PDFs shown, the rest downloaded, nothing outside the folder),
// 文件存储 lists and deletes them, the PDF preview page frames the PDF it is given.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createDemoBackend } from '../../scripts/demo-backend/server';
import { call, tokenOf, type DemoBackend } from './support';

let backend: DemoBackend;
let token: string;
let dataDir: string;
let filesDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'demo-files-'));
  filesDir = path.join(dataDir, 'files');
  const template = new Blob([readFileSync(inject('demoTemplate'))]);
  backend = await createDemoBackend({ template, config: { filesDir } });
  ({ token } = await tokenOf(backend, 'admin', 'Admin@123456'));
});
afterAll(async () => {
  await backend.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function upload(
  path: string,
  file: Blob,
  name: string,
  parts: Record<string, string> = {},
  withToken = true,
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(parts)) form.append(key, value);
  form.append('file', file, name);
  return backend.app.request(path, {
    method: 'POST',
    body: form,
    headers: withToken ? { 'X-Access-Token': token } : {},
  });
}

const fetchStatic = (stored: string) =>
  backend.app.request(`/sys/common/static/${stored.split('/').map(encodeURIComponent).join('/')}`);

const PDF = new Blob(['%PDF-1.4\n% demo\n'], { type: 'application/pdf' });

describe('/sys/common/upload and static', () => {
  it('stores a file below its biz folder and serves the same bytes, a PDF shown inline', async () => {
    const reply = await upload('/sys/common/upload', PDF, '合同扫描件.pdf', {
      isup: '1',
      biz: 'temp',
    });
    const json = (await reply.json()) as { success: boolean; code: number; message: string };
    expect(json).toMatchObject({ success: true, code: 0, result: null });
    expect(json.message).toMatch(/^temp\/合同扫描件_\d{13}\.pdf$/);
    expect(existsSync(path.join(filesDir, json.message))).toBe(true);

    const served = await fetchStatic(json.message);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await served.text()).toBe('%PDF-1.4\n% demo\n');
  });

  it('serves anything but images and PDFs as a download', async () => {
    const reply = await upload(
      '/sys/common/upload',
      new Blob(['<script>alert(1)</script>'], { type: 'text/html' }),
      'page.html',
    );
    const stored = ((await reply.json()) as { message: string }).message;
    expect(stored).toMatch(/^page_\d{13}\.html$/);
    const served = await fetchStatic(stored);
    expect(served.headers.get('content-type')).toBe('application/octet-stream');
    expect(served.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses a biz path that climbs, and an upload without a session', async () => {
    const climbing = await upload('/sys/common/upload', PDF, 'x.pdf', { biz: '../../etc' });
    expect(await climbing.json()).toMatchObject({
      success: false,
      message: '上传目录bizPath，格式非法！',
    });
    const anonymous = await upload('/sys/common/upload', PDF, 'x.pdf', {}, false);
    expect(anonymous.status).toBe(500);
  });

  it('never serves a path outside the files folder, nor a missing file', async () => {
    for (const escape of [
      '/sys/common/static/..%2F..%2Fpackage.json',
      '/sys/common/static/temp/..%2F..%2F..%2Fpackage.json',
      '/sys/common/static/a/..%2F..%2F..%2F..%2Fpackage.json/x',
      '/sys/common/static/temp/%2e%2e',
      '/sys/common/static/nothing_here.pdf',
    ]) {
      const reply = await backend.app.request(escape);
      expect(reply.status, escape).toBe(404);
    }
  });

  it('serves the files seeded records point at, at any depth', async () => {
    const attachment = await fetchStatic('temp/商户风险评级规则_1773797400000.pdf');
    expect(attachment.status).toBe(200);
    expect((await attachment.text()).startsWith('%PDF-1.4')).toBe(true);
    const licence = await fetchStatic('cus/C202611000123/20261121/yyzz_1763701200123.jpg');
    expect(licence.status).toBe(200);
    expect(licence.headers.get('content-type')).toBe('image/jpeg');
  });

  it("serves the demo brand's pictures", async () => {
    const logo = await backend.app.request('/sys/common/static/brand/huilian-logo.svg');
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    expect(await logo.text()).toMatch(/^<svg /);
    const background = await backend.app.request('/sys/common/static/brand/huilian-bkg.svg');
    expect(await background.text()).toContain('viewBox="0 0 1920 1080"');
  });

  it('frames the PDF it is given, and no other kind of address', async () => {
    const file = '/admin/sys/common/static/temp/a"b.pdf';
    const page = await backend.app.request(
      `/sys/common/pdf/pdfPreviewIframe?file=${encodeURIComponent(file)}`,
    );
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain('src="/admin/sys/common/static/temp/a&quot;b.pdf"');
    const script = await backend.app.request(
      '/sys/common/pdf/pdfPreviewIframe?file=javascript:alert(1)',
    );
    expect(await script.text()).not.toContain('<iframe');
  });
});

describe('文件存储 (/cap/cos/v1)', () => {
  const inquiry = async (body: Record<string, unknown>) =>
    (await call(backend, 'POST', '/cap/cos/v1/FileInquiry', { token, body })).json;

  it('lists the seeded files newest first, by name and date', async () => {
    const all = await inquiry({ page: { pageSize: 5, pageNum: 1 } });
    expect(all.status.success).toBe(true);
    expect(all.body.page).toMatchObject({ pageSize: 5, offset: 0 });
    expect(all.body.page.count).toBeGreaterThan(20);
    const times = (all.body.listData as { uploadTime: string }[]).map((f) => f.uploadTime);
    expect([...times].sort().reverse()).toEqual(times);

    const licences = await inquiry({ fileName: '营业执照', page: { pageSize: 50, pageNum: 1 } });
    expect(licences.body.listData.map((f: { fileId: string }) => f.fileId)).toContain(
      'F20261121120000002',
    );
    const oneDay = await inquiry({ beginDate: '2026-11-21', endDate: '2026-11-21' });
    expect(oneDay.body.listData.map((f: { uploadTime: string }) => f.uploadTime)).toEqual([
      '2026-11-21 12:00:00',
    ]);
  });

  it('uploads with the flattened context, lists, serves and deletes the file', async () => {
    const reply = await upload('/cap/cos/v1/FileUpload', PDF, '调账审批单.pdf', {
      'context.userId': 'e9ca23d68d884d4ebb19d07889727dae',
      'context.channel': 'WEB',
      saveFlag: '1',
    });
    const json = (await reply.json()) as {
      status: { success: boolean; replyText: string };
      body: { fileName: string; filePath: string };
    };
    expect(json.status).toMatchObject({ success: true, replyText: '上传成功' });
    expect(json.body.fileName).toBe('调账审批单.pdf');
    expect(json.body.filePath).toMatch(/^cos\/调账审批单_\d{13}\.pdf$/);

    const [listed] = (await inquiry({ fileName: '调账审批单', page: { pageSize: 1 } })).body
      .listData;
    expect(listed).toMatchObject({
      filePath: json.body.filePath,
      fileType: 'pdf',
      contentType: 'application/pdf',
      fileSize: PDF.size,
      uploader: 'admin',
    });
    expect((await fetchStatic(json.body.filePath)).status).toBe(200);

    const deleted = await call(backend, 'POST', '/cap/cos/v1/FileDelete', {
      token,
      body: { fileId: listed.fileId },
    });
    expect(deleted.json.status).toMatchObject({ success: true, replyText: '删除成功' });
    expect((await fetchStatic(json.body.filePath)).status).toBe(404);
    const again = await inquiry({ fileName: '调账审批单', page: { pageSize: 50 } });
    expect(again.body.listData.map((f: { fileId: string }) => f.fileId)).not.toContain(
      listed.fileId,
    );
  });

  it('refuses a file over 10 MB and the deletion of a file still in use', async () => {
    const big = await upload(
      '/cap/cos/v1/FileUpload',
      new Blob([new Uint8Array(10 * 1024 * 1024 + 1)]),
      'big.bin',
    );
    expect(await big.json()).toMatchObject({
      status: { success: false, replyCode: 'E2001', errorMsg: '文件大小不能超过10MB' },
    });

    const { rows } = await backend.db.query<{ id: string }>(
      "SELECT id FROM demo_stored_file WHERE file_path = 'temp/商户风险评级规则_1773797400000.pdf'",
    );
    const inUse = await call(backend, 'POST', '/cap/cos/v1/FileDelete', {
      token,
      body: { fileId: rows[0]!.id },
    });
    expect(inUse.json.status).toMatchObject({ success: false, replyCode: 'E4721' });
    expect(inUse.json.status.errorMsg).toContain('引用');
    expect((await fetchStatic('temp/商户风险评级规则_1773797400000.pdf')).status).toBe(200);
  });
});
