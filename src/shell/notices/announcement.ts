/**
 * What the notice bell, the 'view more' page and the detail modal need to know about an
 * announcement (spec 2.6, 2.10, 3), as pure functions of the record.
 */
import { PRIORITY_TAGS } from '../../lib/constants';
import { safeRedirectPath } from '../../lib/redirect';

/** Route of the 'view more' page (spec 2.1). */
export const USER_ANNOUNCEMENT_PATH = '/isps/userAnnouncement';

/** The fields the detail modal shows, common to announcements and my-announcement rows. */
export interface AnnouncementView {
  titile: string | null;
  sender?: string | null;
  sendTime?: string | null;
  msgContent?: string | null;
  openType?: string | null;
  openPage?: string | null;
}

export type PriorityCode = keyof typeof PRIORITY_TAGS;

export function priorityCodeOf(priority: string | null | undefined): PriorityCode | undefined {
  return priority === 'L' || priority === 'M' || priority === 'H' ? priority : undefined;
}

/**
 * Where 去处理 goes (spec 2.10: only for openType 'url'), or undefined for no button. openPage
 * comes from the server, so only a same-origin path of this app is followed.
 */
export function dealTargetOf(view: AnnouncementView): string | undefined {
  if (view.openType !== 'url') return undefined;
  return safeRedirectPath(view.openPage, '') || undefined;
}

/** Publish time of a bell item: the send time, or the creation time of an unsent record. */
export function publishTimeOf(record: {
  sendTime?: string | null;
  createTime?: string | null;
}): string {
  return record.sendTime || record.createTime || '';
}
