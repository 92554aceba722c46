/** Stored files (文件存储, spec 2.7): which can be previewed and how a size reads. */

export type PreviewKind = 'image' | 'pdf';

const IMAGE_TYPES = new Set(['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp']);

/** How a file is previewed (images inline, PDF in the spec 7.1 preview), or null: download only. */
export function previewKind(file: {
  contentType?: string | null;
  fileType?: string | null;
}): PreviewKind | null {
  const mime = (file.contentType ?? '').toLowerCase();
  const extension = (file.fileType ?? '').toLowerCase();
  if (mime === 'application/pdf' || extension === 'pdf') return 'pdf';
  if (mime === 'image/svg+xml' || extension === 'svg') return null; // may carry scripts
  if (mime.startsWith('image/') || IMAGE_TYPES.has(extension)) return 'image';
  return null;
}

const UNITS = ['KB', 'MB', 'GB', 'TB'] as const;

/** Bytes as people read them: 512 B, 18.0 KB, 1.80 MB (1024-based, as file managers show). */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  let size = bytes / 1024;
  let unit = 0;
  while (size >= 1024 && unit < UNITS.length - 1) {
    size /= 1024;
    unit += 1;
  }
  return `${size.toFixed(unit === 0 ? 1 : 2)} ${UNITS[unit]}`;
}
