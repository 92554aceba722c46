/**
 * Pure rules of the announcement form (jeecg-contracts §2.7, §3 SysAnnouncement).
 */
import { joinPickedValues, splitPickedValues } from '../../../src/lib/pickers/commaValues';

/**
 * The picked user ids as the server stores them: comma-joined WITH a trailing comma (the server
 * drops the last character before splitting), '' for none.
 */
export function toRecipientIds(picked: string | null | undefined): string {
  const ids = splitPickedValues(picked);
  return ids.length > 0 ? `${joinPickedValues(ids)},` : '';
}

/**
 * Whether an end time comes after the start; true while either is missing. Both are
 * 'YYYY-MM-DD HH:mm:ss' strings, which order as text.
 */
export function endsAfterStart(start: unknown, end: unknown): boolean {
  if (typeof start !== 'string' || typeof end !== 'string' || start === '' || end === '') {
    return true;
  }
  return end > start;
}
