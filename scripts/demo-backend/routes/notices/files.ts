/**
 * Files (issue 34 item 7, spec 7.1, 7.6): /sys/common/upload stores a file in the data folder and
 * answers its path in `message`; /sys/common/static/** serves stored files (images and PDFs shown,
 * everything else downloaded); the demo brand's pictures; the PDF preview page.
 */
import type { Context } from 'hono';
import { sysListOk, Refusal } from '../../http/envelope';
import type { ContractRouter } from '../../http/router';
import type { Reply } from '../../contract';
import {
  contentTypeOf,
  isInline,
  MAX_UPLOAD_BYTES,
  readStored,
  recordStoredFile,
  storedNameOf,
  storedPathOf,
  writeStored,
} from './fileStore';
import { brandSvg } from './brand';
import { one } from '../../db/database';

export const UPLOAD_FAILED = '上传失败！';
export const UPLOAD_TOO_LARGE = '文件大小超出10MB限制, 请压缩或降低文件质量! ';
export const BIZ_PATH_ILLEGAL = '上传目录bizPath，格式非法！';

/** One directory level of letters, digits, CJK, `_` and `-`: never `..` or a separator. */
const BIZ_PATH = /^[\w\u4e00-\u9fa5-]{1,64}$/;

const NOT_FOUND_HEADERS = { 'X-Content-Type-Options': 'nosniff' };

/** The reply of a stored file: shown or downloaded, never sniffed into something else. */
function fileResponse(storedPath: string, bytes: Buffer): Response {
  const fileName = storedPath.split('/').pop()!;
  const type = contentTypeOf(fileName);
  const headers: Record<string, string> = {
    'Content-Type': type,
    'Content-Length': String(bytes.length),
    'Content-Disposition': `${isInline(fileName) ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, max-age=300',
  };
  // An SVG opened on its own could run script on this origin: sandboxed, no script.
  if (type === 'image/svg+xml') {
    headers['Content-Security-Policy'] = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
  }
  return new Response(new Uint8Array(bytes), { status: 200, headers });
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** A same-site path or an http(s) address; anything else (javascript:, data:) is not shown. */
function viewableUrl(raw: string | undefined): string | undefined {
  const text = raw?.trim() ?? '';
  if (text.startsWith('/') && !text.startsWith('//')) return text;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The preview page: the PDF in a frame filling the page, as JeecgBoot's pdfPreviewIframe. */
export function pdfPreviewPage(file: string | undefined): string {
  const url = viewableUrl(file);
  const body = url
    ? `<iframe id="pdf" title="PDF预览" src="${escapeHtml(url)}" style="width:100%;height:100vh;border:0"></iframe>`
    : '<p style="font-family:sans-serif;padding:24px">无法预览：未给出有效的 PDF 文件地址</p>';
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>PDF预览</title></head><body style="margin:0">${body}</body></html>`;
}

export function fileRoutes(router: ContractRouter): void {
  const { db, config, now } = router.deps;

  router.raw('post', '/sys/common/upload', async (context, session) => {
    const form = await context.req.parseBody();
    const file = form.file;
    if (!(file instanceof File)) throw new Refusal(UPLOAD_FAILED);
    if (file.size > MAX_UPLOAD_BYTES) throw new Refusal(UPLOAD_TOO_LARGE);
    const biz = typeof form.biz === 'string' ? form.biz.trim() : '';
    if (biz !== '' && !BIZ_PATH.test(biz)) throw new Refusal(BIZ_PATH_ILLEGAL);
    const at = now();
    const name = storedNameOf(file.name, at);
    const storedPath = biz === '' ? name : `${biz}/${name}`;
    try {
      await writeStored(config.filesDir, storedPath, new Uint8Array(await file.arrayBuffer()));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new Refusal(UPLOAD_FAILED);
      throw error;
    }
    const user = await one<{ realname: string | null }>(
      db,
      "SELECT data->>'realname' AS realname FROM sys_user WHERE id = $1",
      [session!.userId],
    );
    await recordStoredFile(db, {
      storedPath,
      fileName: file.name,
      size: file.size,
      uploader: session!.username,
      uploaderName: user?.realname ?? null,
      at,
      listed: false,
    });
    // JeecgBoot v3.4.3: code 0, the stored path in `message`, result null.
    const reply: Reply<'/sys/common/upload', 'post'> = sysListOk(null, storedPath);
    return context.json(reply);
  });

  // The demo brand's pictures first: concrete paths win over the stored-file route.
  for (const name of ['huilian-logo.svg', 'huilian-favicon.svg', 'huilian-bkg.svg'] as const) {
    const svg = brandSvg(name);
    router.raw(
      'get',
      `/sys/common/static/brand/${name}`,
      () =>
        new Response(svg, {
          headers: {
            'Content-Type': 'image/svg+xml',
            'X-Content-Type-Options': 'nosniff',
            'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
            'Cache-Control': 'public, max-age=3600',
          },
        }),
      { public: true },
    );
  }

  const serve = async (context: Context, segments: string[]) => {
    const storedPath = storedPathOf(segments);
    const bytes = storedPath ? await readStored(db, config.filesDir, storedPath) : undefined;
    if (!storedPath || !bytes) return context.body(null, 404, NOT_FOUND_HEADERS);
    return fileResponse(storedPath, bytes);
  };
  router.raw(
    'get',
    '/sys/common/static/{path}',
    (context) => serve(context, [context.req.param('path') ?? '']),
    { public: true },
  );
  router.raw(
    'get',
    '/sys/common/static/{bizPath}/{fileName}',
    (context) =>
      serve(context, [context.req.param('bizPath') ?? '', context.req.param('fileName') ?? '']),
    { public: true },
  );
  // Deeper stored paths (FileUpload's `cus/C…/20261121/x.jpg`): JeecgBoot serves static/** too.
  router.raw(
    'get',
    '/sys/common/static/*',
    (context) => {
      const rest = context.req.path.slice('/sys/common/static/'.length).split('/');
      const segments = rest.map((segment) => {
        try {
          return decodeURIComponent(segment);
        } catch {
          return '..';
        }
      });
      return serve(context, segments);
    },
    { public: true },
  );

  router.raw(
    'get',
    '/sys/common/pdf/pdfPreviewIframe',
    (context) => {
      context.header('X-Content-Type-Options', 'nosniff');
      context.header(
        'Content-Security-Policy',
        "default-src 'none'; frame-src 'self' http: https:; style-src 'unsafe-inline'",
      );
      return context.html(pdfPreviewPage(context.req.query('file')));
    },
    { public: true },
  );
}
