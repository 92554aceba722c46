/**
 * The upload widget's list, as data (spec 3 "uploaded file", 4 upload cell, 5.4, 9). Pure: the
 * component keeps a list of these items and emits the comma-separated paths of the done ones.
 */
import { REORDER_AT_END, REORDER_UNKNOWN } from '../../lib/messages';

export type UploadStatus = 'uploading' | 'done' | 'error';

export interface UploadItem {
  /** Local key for React and for finding the item again when its upload settles. */
  uid: string;
  name: string;
  status: UploadStatus;
  /** 0–100 while uploading; 100 once done. */
  percent: number;
  /** Stored path (done items only). */
  path?: string;
  /** Error message (error items only). */
  message?: string;
}

/** spec 9: file names shown shortened to 5 characters plus an ellipsis. */
export const SHORT_NAME_LENGTH = 5;

/** First `length` characters (code points, so a CJK or emoji name is not cut mid-character). */
export function shortenName(name: string, length = SHORT_NAME_LENGTH): string {
  const characters = Array.from(name);
  return characters.length > length ? `${characters.slice(0, length).join('')}...` : name;
}

/** Display name of a stored path: its last segment (either slash). */
export function nameFromPath(path: string): string {
  const normalised = path.replace(/\\/g, '/').replace(/\/+$/, '');
  return normalised.slice(normalised.lastIndexOf('/') + 1) || normalised;
}

/** Stored paths of a widget value (spec 3: comma-separated list allowed), blanks dropped. */
export function splitPaths(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((path) => path.trim())
    .filter((path) => path !== '');
}

/** Done items for an existing value; their uid is the path and its position. */
export function itemsFromValue(value: string | null | undefined): UploadItem[] {
  return splitPaths(value).map((path, index) => ({
    uid: `value-${index}-${path}`,
    name: nameFromPath(path),
    status: 'done',
    percent: 100,
    path,
  }));
}

/** The widget value: paths of the done items in list order, comma-joined ('' when none). */
export function valueFromItems(items: readonly UploadItem[]): string {
  return items
    .filter((item) => item.status === 'done' && item.path)
    .map((item) => item.path)
    .join(',');
}

/** spec 4: with multiple uploads and a number limit, only the last N are kept. */
export function keepLast<T>(items: readonly T[], limit: number | undefined): T[] {
  if (limit === undefined || limit <= 0 || items.length <= limit) return [...items];
  return items.slice(items.length - limit);
}

/**
 * The list after new items arrive: a single upload replaces what was there (spec 4), a multiple
 * one appends and keeps the last `maxCount`.
 */
export function addItems(
  items: readonly UploadItem[],
  added: readonly UploadItem[],
  multiple: boolean,
  maxCount?: number,
): UploadItem[] {
  if (!multiple) return added.slice(-1);
  return keepLast([...items, ...added], maxCount);
}

export type MoveDirection = 'earlier' | 'later';

export type MoveResult<T> = { ok: true; items: T[] } | { ok: false; warning: string };

/**
 * spec 5.4: moving the first image earlier warns 未知的操作, moving the last later warns 已到最后~
 * (the original's wording for both edges, kept verbatim).
 */
export function moveItem<T>(
  items: readonly T[],
  index: number,
  direction: MoveDirection,
): MoveResult<T> {
  if (index < 0 || index >= items.length) return { ok: false, warning: REORDER_UNKNOWN };
  if (direction === 'earlier' && index === 0) return { ok: false, warning: REORDER_UNKNOWN };
  if (direction === 'later' && index === items.length - 1) {
    return { ok: false, warning: REORDER_AT_END };
  }
  const target = direction === 'earlier' ? index - 1 : index + 1;
  const next = [...items];
  const [moved] = next.splice(index, 1);
  next.splice(target, 0, moved as T);
  return { ok: true, items: next };
}

/** Moves an item to another position (drag and drop), a no-op for unknown positions. */
export function moveTo<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) {
    return [...items];
  }
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

/** spec 5.4: image uploads accept only files whose type starts with image. */
export function isImageFile(file: Pick<File, 'type'>): boolean {
  return file.type.startsWith('image');
}

export function replaceItem(
  items: readonly UploadItem[],
  uid: string,
  change: (item: UploadItem) => UploadItem | undefined,
): UploadItem[] {
  return items.flatMap((item) => {
    if (item.uid !== uid) return [item];
    const next = change(item);
    return next ? [next] : [];
  });
}
