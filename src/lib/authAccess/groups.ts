/**
 * User groups and the header rules (spec 3 group.groupType, spec 6): a type starting with plat or
 * org marks a platform-level group, whose users see 系统设置 and the notice bell. The rule is the
 * header's own (headerRules.isPlatformLevel), so the page and the header cannot disagree.
 */
import { isPlatformLevel } from '../headerRules';

export { isPlatformLevel };

export const GROUP_LEVEL_TEXTS = {
  platform: '平台级',
  business: '业务级',
  /** Why the level matters, shown beside the type select. */
  hint: '类型以 plat 或 org 开头的用户组为平台级：其用户的页头显示系统设置与通知',
} as const;

/** 平台级 / 业务级 of a group type. */
export const groupLevelText = (groupType: string | undefined): string =>
  isPlatformLevel(groupType) ? GROUP_LEVEL_TEXTS.platform : GROUP_LEVEL_TEXTS.business;

/**
 * Whether saving `after` for a group of type `before` with `userCount` users changes its users'
 * header (platform ↔ business): the server refuses it (typeLocked); the form says so first.
 */
export function typeChangeLocked(
  before: string | undefined,
  after: string | undefined,
  userCount: number,
): boolean {
  if (before === undefined || after === undefined || userCount <= 0) return false;
  return isPlatformLevel(before) !== isPlatformLevel(after);
}

export const typeLockedText = (userCount: number): string =>
  `该用户组下有${userCount}名用户，不能在平台级与业务级类型之间变更`;
