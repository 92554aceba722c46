import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { getConfig } from '../../lib/config';
import { scheduleWithTimers, type SocketConstructor } from '../../lib/socket/reconnectingSocket';
import {
  buildUpdateMessage,
  DEFAULT_SOCKET_KEY,
  GRID_SYNC_TYPES,
  gridSocketUrl,
  rowsToApply,
  type GridRowPatch,
} from '../../lib/grid/sync';
import { startGridSyncSocket, type GridSyncSocket } from '../../lib/grid/syncSocket';

export interface GridSyncOptions {
  userId: string;
  /** Defaults to an id generated once per mount, so each page load is its own connection. */
  pageId?: string;
  /** Tables sharing a key see each other's updates (JeecgBoot socketKey). */
  socketKey?: string;
  enabled: boolean;
  /** Rows changed by other tables on the same key; apply them with the row state's setValues. */
  onPatches: (patches: readonly GridRowPatch[]) => void;
  /** `common_send_date` frames: data for whoever listens on a key (JeecgBoot addBindSocketCSD). */
  onCommonSend?: (key: string, args: readonly unknown[]) => void;
  /** Defaults to the browser's WebSocket (tests pass a fake). */
  WebSocket?: SocketConstructor;
}

export interface GridSync {
  /** This table instance's id; the server echoes it and the echo is ignored. */
  caseId: string;
  pageId: string;
  /** Tells the other tables a row changed; false when not connected (the update is dropped). */
  sendUpdate: (row: GridRowPatch) => boolean;
}

/**
 * Realtime grid sync (spec 4, 7.6): while enabled, keeps `/vxeSocket/{userId}/{pageId}` open with
 * its heartbeat and reconnects, and hands other tables' row updates to `onPatches`. The URL carries
 * no token; the server knows the user from the path.
 */
export function useGridSync({
  userId,
  pageId,
  socketKey = DEFAULT_SOCKET_KEY,
  enabled,
  onPatches,
  onCommonSend,
  WebSocket: Socket,
}: GridSyncOptions): GridSync {
  const [generatedPageId] = useState(() => crypto.randomUUID());
  const [caseId] = useState(() => crypto.randomUUID());
  const socketRef = useRef<GridSyncSocket | undefined>(undefined);
  const currentPageId = pageId ?? generatedPageId;
  const deliver = useEffectEvent((patches: readonly GridRowPatch[]) => onPatches(patches));
  const deliverCommon = useEffectEvent((key: string, args: readonly unknown[]) =>
    onCommonSend?.(key, args),
  );

  useEffect(() => {
    if (!enabled) return undefined;
    const { wsBase, apiBase } = getConfig();
    const url = gridSocketUrl({
      wsBase,
      apiBase,
      pageUrl: window.location.href,
      userId,
      pageId: currentPageId,
    });
    if (!url) return undefined;
    const socket = startGridSyncSocket({
      url,
      WebSocket: Socket ?? globalThis.WebSocket,
      schedule: scheduleWithTimers,
      onMessage: (message) => {
        if (message.type === GRID_SYNC_TYPES.commonSend) deliverCommon(message.key, message.args);
        const patches = rowsToApply(message, caseId, socketKey);
        if (patches.length > 0) deliver(patches);
      },
    });
    socketRef.current = socket;
    return () => {
      socket.stop();
      if (socketRef.current === socket) socketRef.current = undefined;
    };
  }, [enabled, userId, currentPageId, socketKey, caseId, Socket]);

  const sendUpdate = useCallback(
    (row: GridRowPatch) =>
      socketRef.current?.send(buildUpdateMessage({ caseId, socketKey, row })) ?? false,
    [caseId, socketKey],
  );

  return { caseId, pageId: currentPageId, sendUpdate };
}
