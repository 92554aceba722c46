/**
 * Files in the data folder (config.filesDir), by their stored path below it (`temp/合同_1773….pdf`):
 * naming, safe paths, writing, reading (seeded records' bytes from the database when the folder
 * does not have them yet), and the demo_stored_file record.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { one, type Queryable } from '../../db/database';
import { newId } from '../../http/secrets';
import { jeecgDateTime } from '../../http/time';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  bmp: 'image/bmp',
  webp: 'image/webp',
  ico: 'image/x-icon',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  json: 'application/json',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
};

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

export function contentTypeOf(fileName: string): string {
  return CONTENT_TYPES[extensionOf(fileName)] ?? 'application/octet-stream';
}

/** Shown in the page (images, PDFs); everything else is a download. */
export function isInline(fileName: string): boolean {
  const type = contentTypeOf(fileName);
  return type.startsWith('image/') || type === 'application/pdf';
}

const UNSAFE_SEGMENT = /[/\\\0]/;

/**
 * The stored path of request segments, or undefined for anything that could leave the files folder
 * (`..`, `.`, separators inside a segment, an absolute path). A trailing comma is ignored, as
 * JeecgBoot does.
 */
export function storedPathOf(segments: readonly string[]): string | undefined {
  const parts = segments.map((segment, index) =>
    index === segments.length - 1 ? segment.replace(/,+$/, '') : segment,
  );
  const safe = parts.every(
    (part) => part !== '' && part !== '.' && part !== '..' && !UNSAFE_SEGMENT.test(part),
  );
  return safe ? parts.join('/') : undefined;
}

/** The absolute file of a stored path, or undefined when it would resolve outside `filesDir`. */
export function fileOf(filesDir: string, storedPath: string): string | undefined {
  const root = path.resolve(filesDir);
  const file = path.resolve(root, storedPath);
  const relative = path.relative(root, file);
  return relative === '' || relative.startsWith('..') || path.isAbsolute(relative)
    ? undefined
    : file;
}

/** The uploaded name without any directory part (browsers may send `C:\x\y.pdf`). */
export function baseNameOf(uploadName: string): string {
  const name = uploadName.split(/[/\\]/).pop()?.trim() ?? '';
  return name.replace(/[\0<>:"|?*]/g, '_') || 'file';
}

/** JeecgBoot's stored name: `<name>_<epoch ms>.<ext>`. */
export function storedNameOf(uploadName: string, at: Date): string {
  const name = baseNameOf(uploadName);
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const extension = dot > 0 ? name.slice(dot) : '';
  return `${stem}_${at.getTime()}${extension}`;
}

export async function writeStored(
  filesDir: string,
  storedPath: string,
  bytes: Uint8Array,
): Promise<void> {
  const file = fileOf(filesDir, storedPath);
  if (!file) throw new Error(`unsafe stored path ${storedPath}`);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, bytes, { flag: 'wx' });
}

/**
 * The bytes of a stored path: the file, or a seeded record's bytes (then written to the folder).
 * Undefined when neither exists.
 */
export async function readStored(
  db: Queryable,
  filesDir: string,
  storedPath: string,
): Promise<Buffer | undefined> {
  const file = fileOf(filesDir, storedPath);
  if (!file) return undefined;
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const seeded = await one<{ seed_content: Uint8Array | null }>(
    db,
    'SELECT seed_content FROM demo_stored_file WHERE file_path = $1',
    [storedPath],
  );
  if (!seeded?.seed_content) return undefined;
  const bytes = Buffer.from(seeded.seed_content);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, bytes);
  return bytes;
}

export interface StoredFileInput {
  storedPath: string;
  fileName: string;
  size: number;
  uploader: string;
  uploaderName: string | null;
  at: Date;
  listed: boolean;
}

/** The demo_stored_file record of a file just written (the contract's CapCosFile). */
export async function recordStoredFile(db: Queryable, input: StoredFileInput) {
  const fileId = `F${newId().slice(0, 20).toUpperCase()}`;
  const data = {
    fileId,
    fileName: input.fileName,
    filePath: input.storedPath,
    fileType: extensionOf(input.fileName),
    contentType: contentTypeOf(input.fileName).replace(/;.*$/, ''),
    fileSize: input.size,
    uploader: input.uploader,
    uploaderName: input.uploaderName ?? input.uploader,
    uploadTime: jeecgDateTime(input.at),
  };
  await db.query(
    'INSERT INTO demo_stored_file (id, file_path, listed, data, create_time) VALUES ($1, $2, $3, $4, $5)',
    [fileId, input.storedPath, input.listed, data, input.at],
  );
  return data;
}
