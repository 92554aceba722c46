/**
 * 文件存储 (spec 7.6; cap.yaml tag 文件): FileUpload stores a file in the data folder (multipart,
 * the service context flattened into context.* parts), FileInquiry lists the stored files,
 * FileDelete removes one unless a record still points at it.
 */
import { rm } from 'node:fs/promises';
import type { components } from '../../../../src/api/generated/cap';
import type { Reply } from '../../contract';
import { all, one } from '../../db/database';
import { capFail, capOk, CAP_OK_CODE, Refusal } from '../../http/envelope';
import type { ContractRouter } from '../../http/router';
import { fileOf, MAX_UPLOAD_BYTES, recordStoredFile, storedNameOf, writeStored } from './fileStore';

type CosFile = components['schemas']['CapCosFile'];

export const NO_FILE = '请选择要上传的文件';
export const FILE_NOT_FOUND = '文件不存在或已删除';
export const TOO_LARGE = '文件大小不能超过10MB';
const DEFAULT_BUCKET = 'cos';
const BUCKET = /^[\w-]{1,64}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Who points at a stored path: a user's avatar or a live announcement's content. */
async function referenceOf(
  db: ContractRouter['deps']['db'],
  filePath: string,
): Promise<string | undefined> {
  const user = await one<{ username: string }>(
    db,
    "SELECT username FROM sys_user WHERE data->>'avatar' = $1 AND del_flag = 0 LIMIT 1",
    [filePath],
  );
  if (user) return `该文件被用户${user.username}的头像引用，不能删除`;
  const annt = await one<{ titile: string }>(
    db,
    `SELECT data->>'titile' AS titile FROM sys_announcement
      WHERE data->>'delFlag' = '0' AND strpos(data->>'msgContent', $1) > 0 LIMIT 1`,
    [filePath],
  );
  return annt ? `该文件被通告「${annt.titile}」引用，不能删除` : undefined;
}

export function cosFileRoutes(router: ContractRouter): void {
  const { db, config, now } = router.deps;

  router.raw('post', '/cap/cos/v1/FileUpload', async (context, session) => {
    const form = await context.req.parseBody();
    const file = form.file;
    if (!(file instanceof File)) throw new Refusal(NO_FILE);
    if (file.size > MAX_UPLOAD_BYTES) {
      const refused: Reply<'/cap/cos/v1/FileUpload', 'post'> = capFail(
        TOO_LARGE,
        'E2001',
        '上传失败',
      );
      return context.json(refused);
    }
    const bucket =
      typeof form.bucketName === 'string' && BUCKET.test(form.bucketName)
        ? form.bucketName
        : DEFAULT_BUCKET;
    const at = now();
    const storedPath = `${bucket}/${storedNameOf(file.name, at)}`;
    await writeStored(config.filesDir, storedPath, new Uint8Array(await file.arrayBuffer()));
    const user = await one<{ realname: string | null }>(
      db,
      "SELECT data->>'realname' AS realname FROM sys_user WHERE id = $1",
      [session!.userId],
    );
    const saveFlag = typeof form.saveFlag === 'string' ? form.saveFlag.trim() : '';
    const stored = await recordStoredFile(db, {
      storedPath,
      fileName: file.name,
      size: file.size,
      uploader: session!.username,
      uploaderName: user?.realname ?? null,
      at,
      listed: !['0', 'false', 'N'].includes(saveFlag),
    });
    const reply: Reply<'/cap/cos/v1/FileUpload', 'post'> = {
      status: { success: true, replyCode: CAP_OK_CODE, replyText: '上传成功', errorMsg: null },
      body: { fileName: stored.fileName, filePath: stored.filePath },
    };
    return context.json(reply);
  });

  router.on('post', '/cap/cos/v1/FileInquiry', async ({ body }) => {
    const params: unknown[] = [];
    const where = ['listed'];
    const condition = (sql: (n: string) => string, value: unknown) => {
      params.push(value);
      where.push(sql(`$${params.length}`));
    };
    if (body?.fileName?.trim()) {
      condition((n) => `data->>'fileName' ILIKE ${n}`, `%${escapeLike(body.fileName.trim())}%`);
    }
    if (body?.uploader?.trim()) condition((n) => `data->>'uploader' = ${n}`, body.uploader.trim());
    if (body?.beginDate && DATE.test(body.beginDate)) {
      condition((n) => `data->>'uploadTime' >= ${n}`, body.beginDate);
    }
    if (body?.endDate && DATE.test(body.endDate)) {
      condition((n) => `data->>'uploadTime' <= ${n}`, `${body.endDate} 23:59:59`);
    }
    const pageSize = Math.min(Math.max(Number(body?.page?.pageSize) || 10, 1), 1000);
    const pageNum = Math.max(Math.trunc(Number(body?.page?.pageNum)) || 1, 1);
    const offset = (pageNum - 1) * pageSize;
    const filter = where.join(' AND ');
    const counted = await one<{ total: number }>(
      db,
      `SELECT count(*)::int AS total FROM demo_stored_file WHERE ${filter}`,
      params,
    );
    const rows = await all<{ data: CosFile }>(
      db,
      `SELECT data FROM demo_stored_file WHERE ${filter}
        ORDER BY create_time DESC, id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, pageSize, offset],
    );
    return capOk({
      listData: rows.map((row) => row.data),
      page: { count: counted?.total ?? 0, pageSize, offset },
    });
  });

  router.on('post', '/cap/cos/v1/FileDelete', async ({ body }) => {
    const stored = await one<{ file_path: string }>(
      db,
      'SELECT file_path FROM demo_stored_file WHERE id = $1',
      [String(body?.fileId ?? '')],
    );
    if (!stored) throw new Refusal(FILE_NOT_FOUND);
    const inUse = await referenceOf(db, stored.file_path);
    if (inUse) return capFail(inUse, 'E4721', '删除失败');
    await db.query('DELETE FROM demo_stored_file WHERE id = $1', [body.fileId]);
    const file = fileOf(config.filesDir, stored.file_path);
    if (file) await rm(file, { force: true });
    return {
      status: { success: true, replyCode: CAP_OK_CODE, replyText: '删除成功', errorMsg: null },
      body: null,
    };
  });
}
