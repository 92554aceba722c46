/**
 * Realtime sync wired to the grid's rows (spec 4): other clients' row edits are applied with the
 * reload effect, and this table's committed edits are sent as the whole row.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { GRID_RELOAD_EFFECT_MS } from '../../lib/constants';
import { isTemporaryId, rowById } from '../../lib/grid/rowIds';
import { type GridRowsAction, type GridRowsState, type RowId } from '../../lib/grid/rowState';
import { patchChanges, type GridRowPatch } from '../../lib/grid/sync';
import type { SocketConstructor } from '../../lib/socket/reconnectingSocket';
import { useGridSync } from './useGridSync';

export interface GridSyncProps {
  userId: string;
  /** Tables sharing a key see each other's updates; JeecgBoot's default key otherwise. */
  socketKey?: string;
  pageId?: string;
  /** Data other clients send on a key (`common_send_date`); it changes no row. */
  onCommonSend?: (key: string, args: readonly unknown[]) => void;
  /** Tests pass a fake socket. */
  WebSocket?: SocketConstructor;
}

/** Row id → the values a sync just replaced, shown fading out. */
export type ReplacedValues = ReadonlyMap<string, Readonly<Record<string, unknown>>>;

export function useSyncedRows({
  sync,
  stateRef,
  apply,
}: {
  sync: GridSyncProps | undefined;
  stateRef: RefObject<GridRowsState>;
  apply: (action: GridRowsAction) => void;
}) {
  const [replaced, setReplaced] = useState<ReplacedValues>(() => new Map());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const onPatches = useCallback(
    (patches: readonly GridRowPatch[]) => {
      const changes = patchChanges(stateRef.current, patches);
      if (changes.length === 0) return;
      apply({ type: 'setValues', values: changes });
      const shown = new Map(changes.map((change) => [String(change.id), change.replaced]));
      setReplaced((previous) => new Map([...previous, ...shown]));
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        // Only this sync's entries: a later one on the same row keeps its own full duration.
        setReplaced((previous) => {
          const next = new Map(previous);
          for (const [id, values] of shown) if (next.get(id) === values) next.delete(id);
          return next;
        });
      }, GRID_RELOAD_EFFECT_MS);
      timers.current.add(timer);
    },
    [stateRef, apply],
  );

  const { sendUpdate } = useGridSync({
    userId: sync?.userId ?? '',
    pageId: sync?.pageId,
    socketKey: sync?.socketKey,
    enabled: Boolean(sync?.userId),
    onPatches,
    onCommonSend: sync?.onCommonSend,
    WebSocket: sync?.WebSocket,
  });

  /** Sends a row after a local edit; rows not saved yet have no id the others could match. */
  const broadcast = useCallback(
    (id: RowId) => {
      if (!sync || isTemporaryId(id)) return;
      const current = stateRef.current;
      const row = rowById(current, id);
      if (!row) return;
      const values: Record<string, unknown> = { ...row };
      delete values[current.rowKey];
      sendUpdate({ id: String(id), values });
    },
    [sync, stateRef, sendUpdate],
  );

  return { replaced, broadcast };
}
