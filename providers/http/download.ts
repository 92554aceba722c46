/** Blob downloads (spec 7.1, 8.2): the file and its name, or the error envelope sent instead. */
import { normaliseReplyText } from './envelope';
import type { Normalised } from './types';

export interface DownloadedFile {
  blob: Blob;
  /** Empty when the server named no file (the page then says 未知的文件, spec 8.2). */
  fileName: string;
}

function decodePercent(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Header values reach JS one byte per character, so a UTF-8 name sent raw (as JeecgBoot's Excel
 * export does) arrives as Latin-1 mojibake; such a name is decoded again as UTF-8.
 */
function decodeRawUtf8(text: string): string {
  const codes = Array.from(text, (char) => char.charCodeAt(0));
  if (codes.some((code) => code > 0xff) || !codes.some((code) => code >= 0x80)) return text;
  const bytes = Uint8Array.from(codes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return text;
  }
}

export function fileNameFromDisposition(header: string | null): string {
  if (!header) return '';
  const extended = /filename\*\s*=\s*(?:[\w-]+)?'[^']*'([^;]+)/i.exec(header);
  if (extended?.[1]) return decodePercent(extended[1].trim());
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = (plain?.[2] ?? plain?.[1] ?? '').trim();
  return decodeRawUtf8(decodePercent(name));
}

export async function readDownload(response: Response): Promise<Normalised<DownloadedFile | null>> {
  if ((response.headers.get('content-type') ?? '').includes('application/json')) {
    const reply = normaliseReplyText(await response.text());
    return { ...reply, success: false, result: null };
  }
  const fileName = fileNameFromDisposition(response.headers.get('content-disposition'));
  return {
    success: true,
    code: response.status,
    message: '',
    result: { blob: await response.blob(), fileName },
  };
}
