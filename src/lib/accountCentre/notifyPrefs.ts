/**
 * 新消息通知 (spec 2.7 notification): how each message kind (dictionary notify_kind) reaches the
 * user. Pure: the notification tab edits a copy and checks it before saving.
 */

export type NotifyChannel = 'inApp' | 'sms' | 'email';

export interface NotifyPrefRow {
  kind: string;
  inApp: boolean;
  sms: boolean;
  email: boolean;
}

/** The channels in the order the tab shows them. */
export const NOTIFY_CHANNELS: readonly NotifyChannel[] = ['inApp', 'sms', 'email'];

/** notify_kind 04 安全提醒: a user may not silence it (cap.yaml securityChannelRequired). */
export const SECURITY_KIND = '04';

/** The preferences with one channel of one kind switched; the others are kept as they are. */
export function withChannel<Row extends NotifyPrefRow>(
  prefs: readonly Row[],
  kind: string,
  channel: NotifyChannel,
  on: boolean,
): Row[] {
  return prefs.map((pref) => (pref.kind === kind ? { ...pref, [channel]: on } : pref));
}

/** Whether a kind that must reach the user has every channel off. */
export function silencedSecurityKind(prefs: readonly NotifyPrefRow[]): boolean {
  return prefs.some(
    (pref) => pref.kind === SECURITY_KIND && NOTIFY_CHANNELS.every((channel) => !pref[channel]),
  );
}

/** Whether two sets of preferences differ in any channel of any kind. */
export function prefsChanged(
  saved: readonly NotifyPrefRow[],
  edited: readonly NotifyPrefRow[],
): boolean {
  if (saved.length !== edited.length) return true;
  return saved.some((pref, index) => {
    const other = edited[index];
    return (
      other === undefined ||
      other.kind !== pref.kind ||
      NOTIFY_CHANNELS.some((channel) => other[channel] !== pref[channel])
    );
  });
}
