/**
 * Wire format of the realtime grid sync socket (spec 4 "Realtime grid sync", 7.6), as JeecgBoot's
 * vxeSocket speaks it: every frame is JSON `{type, data}`. The server answers a heartbeat with
 * `{type: 'heart_beat', data: true}` and relays `update_vxe_table` to every page, the sender's
 * included, so a table drops frames carrying its own case id.
 */
import { asText, isRecord, parseJson, type JsonRecord } from '../guards';
import { websocketUrl, type SocketBaseParts } from '../socket/websocketUrl';
import { rowById } from './rowIds';
import { type GridRowsState } from './rowState';

export const GRID_SYNC_TYPES = {
  heartbeat: 'heart_beat',
  commonSend: 'common_send_date',
  updateTable: 'update_vxe_table',
} as const;

/** Tables that name no socket key share this one, as in JeecgBoot. */
export const DEFAULT_SOCKET_KEY = 'vxe-default';

/** One row's new values from another client; `values` never holds the id. */
export interface GridRowPatch {
  readonly id: string;
  readonly values: Readonly<JsonRecord>;
}

export interface HeartbeatMessage {
  readonly type: typeof GRID_SYNC_TYPES.heartbeat;
}

/** Generic data for whoever listens on `key` (JeecgBoot's addBindSocketCSD); no row change. */
export interface CommonSendMessage {
  readonly type: typeof GRID_SYNC_TYPES.commonSend;
  readonly key: string;
  readonly args: readonly unknown[];
}

export interface UpdateTableMessage {
  readonly type: typeof GRID_SYNC_TYPES.updateTable;
  /** Which tables the update is for: every table bound to the same key applies it. */
  readonly socketKey: string;
  /** The sending table instance; absent when the sender gave none. */
  readonly caseId: string | undefined;
  readonly row: GridRowPatch;
}

export type GridSyncMessage = HeartbeatMessage | CommonSendMessage | UpdateTableMessage;

export interface GridSocketUrlParts extends SocketBaseParts {
  userId: string;
  /** Unique per page load, so one user's tabs are told apart. */
  pageId: string;
}

/** Path segments that URL parsing would resolve instead of keeping ('.', '..', and encodings). */
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;

/** spec 7.6: /vxeSocket/{userId}/{pageId}, each part encoded as one path segment. */
export function socketPath(userId: string, pageId: string): string {
  return `/vxeSocket/${encodeURIComponent(userId)}/${encodeURIComponent(pageId)}`;
}

/**
 * The full ws(s):// address below the configured websocket base; undefined for an unusable base
 * or an id that is empty or would be read as '.' / '..' and climb out of /vxeSocket.
 */
export function gridSocketUrl({ userId, pageId, ...base }: GridSocketUrlParts): string | undefined {
  const unusable = (id: string) => id === '' || DOT_SEGMENT.test(encodeURIComponent(id));
  if (unusable(userId) || unusable(pageId)) return undefined;
  return websocketUrl(base, socketPath(userId, pageId))?.href;
}

export function buildHeartbeat(): string {
  return JSON.stringify({ type: GRID_SYNC_TYPES.heartbeat, data: '' });
}

export interface UpdateMessageInput {
  caseId: string;
  socketKey?: string;
  row: GridRowPatch;
}

/**
 * What a table sends after editing a row: one row per frame, `args: [row, caseId]`, which is what
 * JeecgBoot clients read. The id is written last so a value named `id` cannot replace it.
 */
export function buildUpdateMessage({
  caseId,
  socketKey = DEFAULT_SOCKET_KEY,
  row,
}: UpdateMessageInput): string {
  return JSON.stringify({
    type: GRID_SYNC_TYPES.updateTable,
    data: { socketKey, args: [{ ...row.values, id: row.id }, caseId] },
  });
}

/** The row's fields but its id and '__proto__', which an assignment would take as a prototype. */
function rowValues(row: JsonRecord): JsonRecord {
  const values: JsonRecord = {};
  for (const key of Object.keys(row)) {
    if (key !== 'id' && key !== '__proto__') values[key] = row[key];
  }
  return values;
}

function parseUpdate(data: unknown): UpdateTableMessage | null {
  if (!isRecord(data) || typeof data.socketKey !== 'string' || !Array.isArray(data.args)) {
    return null;
  }
  const [row, caseId]: unknown[] = data.args;
  if (!isRecord(row)) return null;
  const id = asText(row.id);
  if (id === undefined) return null;
  return {
    type: GRID_SYNC_TYPES.updateTable,
    socketKey: data.socketKey,
    caseId: asText(caseId),
    row: { id, values: rowValues(row) },
  };
}

function parseCommonSend(data: unknown): CommonSendMessage | null {
  if (!isRecord(data) || typeof data.key !== 'string') return null;
  const args: unknown = data.args ?? [];
  return Array.isArray(args) ? { type: GRID_SYNC_TYPES.commonSend, key: data.key, args } : null;
}

/** A frame as a message, or null for non-JSON, a wrong shape or an unknown type; never throws. */
export function parseSyncMessage(raw: string): GridSyncMessage | null {
  const parsed = parseJson(raw);
  if (!parsed.ok || !isRecord(parsed.value)) return null;
  const { type, data } = parsed.value;
  switch (type) {
    case GRID_SYNC_TYPES.heartbeat:
      return { type };
    case GRID_SYNC_TYPES.commonSend:
      return parseCommonSend(data);
    case GRID_SYNC_TYPES.updateTable:
      return parseUpdate(data);
    default:
      return null;
  }
}

/**
 * The patches this table applies (spec 4): an update for its socket key from another table
 * instance. Our own echo, heartbeats and common data change no row.
 */
export function rowsToApply(
  message: GridSyncMessage,
  ownCaseId: string,
  socketKey: string = DEFAULT_SOCKET_KEY,
): readonly GridRowPatch[] {
  if (message.type !== GRID_SYNC_TYPES.updateTable) return [];
  if (message.socketKey !== socketKey || message.caseId === ownCaseId) return [];
  return [message.row];
}

export interface PatchChange {
  /** The row's own id value, as the grid's row key holds it. */
  readonly id: string | number;
  readonly values: Readonly<JsonRecord>;
  /** The values the patch replaced, for the reload effect (spec 4). */
  readonly replaced: Readonly<JsonRecord>;
}

/**
 * What received patches change: for each patch whose row is here, only the values that differ.
 * Rows this table does not hold and patches that change nothing are dropped.
 */
export function patchChanges(
  state: Pick<GridRowsState, 'rows' | 'rowKey'>,
  patches: readonly GridRowPatch[],
): PatchChange[] {
  const { rowKey } = state;
  const changes: PatchChange[] = [];
  for (const patch of patches) {
    const row = rowById(state, patch.id);
    if (!row) continue;
    const values: JsonRecord = {};
    const replaced: JsonRecord = {};
    for (const key of Object.keys(patch.values)) {
      if (key === rowKey || Object.is(row[key], patch.values[key])) continue;
      values[key] = patch.values[key];
      replaced[key] = row[key];
    }
    if (Object.keys(values).length > 0) {
      changes.push({ id: row[rowKey] as string | number, values, replaced });
    }
  }
  return changes;
}
