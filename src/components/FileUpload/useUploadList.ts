/**
 * State of one upload widget (spec 4 upload cell): the items shown, each upload's simulated
 * progress and outcome, and the value emitted (the done items' paths, comma-joined). The value
 * prop is the truth: when it changes from outside, the list is rebuilt from it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { UPLOAD_FAILED } from '../../lib/messages';
import { simulateProgress } from './progress';
import {
  addItems,
  itemsFromValue,
  moveItem,
  moveTo,
  replaceItem,
  splitPaths,
  valueFromItems,
  type MoveDirection,
  type UploadItem,
} from './uploadList';

export interface StoredFile {
  path: string;
  name: string;
}

export type Uploader = (file: File, signal: AbortSignal) => Promise<StoredFile>;

export interface UploadListOptions {
  value: string | undefined;
  onChange: ((value: string) => void) | undefined;
  multiple: boolean;
  maxCount?: number;
  upload: Uploader;
  /** Called once per failed upload (image mode names the file in a message, spec 8.3). */
  onFailed?: (file: File, message: string | undefined) => void;
}

const normalised = (value: string | undefined): string => splitPaths(value).join(',');

let uidCounter = 0;
const nextUid = (): string => `upload-${Date.now()}-${(uidCounter += 1)}`;

/** spec 4: an upload error's message defaults to 上传失败; a non-Error leaves it unknown (未知错误). */
function errorMessage(error: unknown): string | undefined {
  return error instanceof Error ? error.message || UPLOAD_FAILED : undefined;
}

export function useUploadList(options: UploadListOptions) {
  const { value, multiple, maxCount } = options;
  const [items, setItems] = useState<UploadItem[]>(() => itemsFromValue(value));
  const [seenValue, setSeenValue] = useState(value);

  // A value set from outside (form reset, another widget) rebuilds the list; the echo of our own
  // onChange matches the list and changes nothing. Adjusted during render, as React documents.
  if (value !== seenValue) {
    setSeenValue(value);
    if (normalised(value) !== valueFromItems(items)) setItems(itemsFromValue(value));
  }

  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  // spec 4: the value is emitted when the done paths change (upload done, remove, replace, reorder).
  const emitted = valueFromItems(items);
  const lastEmitted = useRef(normalised(value));
  useEffect(() => {
    if (emitted === lastEmitted.current) return;
    lastEmitted.current = emitted;
    if (emitted !== normalised(latest.current.value)) latest.current.onChange?.(emitted);
  }, [emitted]);

  // Uploads whose item left the list (replaced, removed, rebuilt) are aborted; all on unmount.
  const running = useRef(new Map<string, AbortController>());
  useEffect(() => {
    const present = new Set(items.map((item) => item.uid));
    for (const [uid, controller] of running.current) {
      if (!present.has(uid)) controller.abort();
    }
  }, [items]);
  useEffect(() => {
    const controllers = running.current;
    return () => {
      for (const controller of controllers.values()) controller.abort();
    };
  }, []);

  const update = useCallback((uid: string, change: (item: UploadItem) => UploadItem) => {
    setItems((current) => replaceItem(current, uid, change));
  }, []);

  const run = useCallback(
    (uid: string, file: File) => {
      const controller = new AbortController();
      running.current.set(uid, controller);
      const stop = simulateProgress((percent) =>
        update(uid, (item) => (item.status === 'uploading' ? { ...item, percent } : item)),
      );
      latest.current
        .upload(file, controller.signal)
        .then(
          (stored) =>
            update(uid, (item) => ({
              ...item,
              status: 'done',
              percent: 100,
              path: stored.path,
              name: stored.name || item.name,
            })),
          (error: unknown) => {
            if (controller.signal.aborted) return;
            const message = errorMessage(error);
            update(uid, (item) => ({ ...item, status: 'error', message }));
            latest.current.onFailed?.(file, message);
          },
        )
        .finally(() => {
          stop();
          running.current.delete(uid);
        });
    },
    [update],
  );

  const start = useCallback(
    (files: readonly File[]) => {
      const chosen = multiple ? files : files.slice(-1);
      const added = chosen.map<UploadItem>((file) => ({
        uid: nextUid(),
        name: file.name,
        status: 'uploading',
        percent: 0,
      }));
      setItems((current) => addItems(current, added, multiple, maxCount));
      added.forEach((item, index) => {
        const file = chosen[index];
        if (file) run(item.uid, file);
      });
    },
    [multiple, maxCount, run],
  );

  const remove = useCallback((uid: string) => {
    setItems((current) => current.filter((item) => item.uid !== uid));
  }, []);

  /** Puts the files of a dialog's value where the item was ('more' dialog, spec 4). */
  const replace = useCallback(
    (uid: string, replacement: string) => {
      setItems((current) => {
        const index = current.findIndex((item) => item.uid === uid);
        if (index < 0) return current;
        const incoming = itemsFromValue(replacement).map((item) => ({ ...item, uid: nextUid() }));
        const next = [...current.slice(0, index), ...incoming, ...current.slice(index + 1)];
        return multiple ? next : next.slice(index, index + 1);
      });
    },
    [multiple],
  );

  /** Returns the warning of a move past either end (spec 5.4), or undefined. */
  const move = useCallback(
    (index: number, direction: MoveDirection): string | undefined => {
      const moved = moveItem(items, index, direction);
      if (!moved.ok) return moved.warning;
      setItems(moved.items);
      return undefined;
    },
    [items],
  );

  const reorder = useCallback((from: number, to: number) => {
    setItems((current) => moveTo(current, from, to));
  }, []);

  return { items, start, remove, replace, move, reorder };
}
