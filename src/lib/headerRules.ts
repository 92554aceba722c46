/**
 * What the signed-in header shows for a given session user and system info (spec 2.6, 3, 6), and
 * the stored-user updates of the system and group switches (spec 4). Pure: the header components
 * and tests feed it what storage holds.
 */
import { asText, isRecord, type JsonRecord } from './guards';
import { checkedHttpUrl } from './menu/placeholders';
import type { LoginUserInfo } from './storedValues';

export interface SessionGroup {
  id: string;
  groupName: string;
  groupType: string;
}

export interface SessionSystem {
  id: string;
  sysName: string;
}

export interface SessionEntity {
  id?: string;
  entityName: string;
  url?: string;
  status: string;
}

/** The parts of the session user (spec 3) the header works with. */
export interface SessionProfile {
  userId?: string;
  username?: string;
  mobile?: string;
  mobileMasked?: string;
  group?: SessionGroup;
  groups: SessionGroup[];
  system?: SessionSystem;
  systems: SessionSystem[];
  entityId?: string;
  entities: SessionEntity[];
  orgType?: string;
  /** Customer code of the payment password call (spec 5.2). */
  customerCode?: string;
}

export type UserMenuItem =
  | 'loginPassword'
  | 'payPassword'
  | 'settings'
  | 'dataDecrypt'
  | 'operationPassword'
  | 'departSwitch';

export interface HeaderSwitchers {
  platform: boolean;
  entity: boolean;
  system: boolean;
}

const recordAt = (value: unknown, key: string): JsonRecord | undefined => {
  if (!isRecord(value)) return undefined;
  const inner = value[key];
  return isRecord(inner) ? inner : undefined;
};

const textAt = (value: unknown, key: string): string | undefined =>
  isRecord(value) ? asText(value[key]) || undefined : undefined;

const recordsAt = (value: unknown, key: string): JsonRecord[] => {
  const list = isRecord(value) ? value[key] : undefined;
  return Array.isArray(list) ? list.filter(isRecord) : [];
};

function toGroup(raw: JsonRecord): SessionGroup | undefined {
  const id = asText(raw.id);
  if (!id) return undefined;
  return { id, groupName: asText(raw.groupName) ?? id, groupType: asText(raw.groupType) ?? '' };
}

function toSystem(raw: JsonRecord): SessionSystem | undefined {
  const id = asText(raw.id);
  if (!id) return undefined;
  return { id, sysName: asText(raw.sysName) ?? asText(raw.sysCode) ?? id };
}

function toEntity(raw: JsonRecord): SessionEntity | undefined {
  const entityName = asText(raw.entityName);
  if (!entityName) return undefined;
  const entity: SessionEntity = { entityName, status: asText(raw.status) ?? '' };
  const id = asText(raw.id) ?? asText(raw.entityId);
  // Entity links open in a new tab, so only absolute http(s) addresses are kept.
  const url = checkedHttpUrl(asText(raw.url) ?? '');
  if (id) entity.id = id;
  if (url) entity.url = url;
  return entity;
}

const present = <T>(value: T | undefined): value is T => value !== undefined;

// spec 3: the group sits in the current system; older payloads carry it at the top level too.
const rawGroupOf = (info: LoginUserInfo): JsonRecord | undefined =>
  recordAt(info.sys, 'group') ?? recordAt(info, 'group');

const rawGroupsOf = (info: LoginUserInfo): JsonRecord[] => {
  const inSystem = recordsAt(info.sys, 'listGroup');
  return inSystem.length > 0 ? inSystem : recordsAt(info, 'listGroup');
};

export function readSessionProfile(info: LoginUserInfo | undefined): SessionProfile {
  if (!info) return { groups: [], systems: [], entities: [] };
  const rawGroup = rawGroupOf(info);
  const profile: SessionProfile = {
    userId: info.id || undefined,
    username: info.username || undefined,
    mobile: textAt(info.user, 'mobile') ?? (info.mobile || undefined),
    mobileMasked: info.mobileDesensitized || undefined,
    group: rawGroup ? toGroup(rawGroup) : undefined,
    groups: rawGroupsOf(info).map(toGroup).filter(present),
    system: isRecord(info.sys) ? toSystem(info.sys) : undefined,
    systems: recordsAt(info, 'listSys').map(toSystem).filter(present),
    entityId: info.entityId || undefined,
    entities: recordsAt(info, 'listEntity').map(toEntity).filter(present),
    orgType: textAt(info.org, 'orgType'),
    // spec 5.2: the group's business object, else its cross-reference.
    customerCode:
      textAt(recordAt(rawGroup, 'groupBsnObj'), 'cusCode') ??
      textAt(recordAt(rawGroup, 'groupBsnXref'), 'objCode'),
  };
  return profile;
}

/** spec 6: group types starting with plat or org mark platform or organisation level. */
export function isPlatformLevel(groupType: string | undefined): boolean {
  return groupType !== undefined && /^(plat|org)/.test(groupType);
}

/**
 * The system-info flags of the avatar dropdown: stored system info holds the strings (spec 3),
 * the branding hook holds booleans already read from them.
 */
export type HeaderFlags = Partial<
  Record<'cfgPayPwd' | 'cfgDataDecrypt' | 'cfgOpPwd', string | boolean>
>;

/** spec 3: a flag is on only as the string 'true' (or a boolean already read from it). */
export const isFlagOn = (value: string | boolean | undefined): boolean =>
  value === true || value === 'true';

/** Items of the avatar dropdown, in menu order (spec 2.6). */
export function userMenuItems(profile: SessionProfile, flags: HeaderFlags = {}): UserMenuItem[] {
  const shown: [UserMenuItem, boolean][] = [
    ['loginPassword', true],
    ['payPassword', isFlagOn(flags.cfgPayPwd)],
    ['settings', isPlatformLevel(profile.group?.groupType)],
    ['dataDecrypt', isFlagOn(flags.cfgDataDecrypt)],
    ['operationPassword', isFlagOn(flags.cfgOpPwd)],
    // spec 2.10: the dialog itself checks whether the user has departments.
    ['departSwitch', true],
  ];
  return shown.filter(([, visible]) => visible).map(([item]) => item);
}

export function showsNoticeBell(profile: SessionProfile): boolean {
  return isPlatformLevel(profile.group?.groupType);
}

/** Entities offered by the entity switcher: status 1 only (spec 2.6). */
export function switchableEntities(profile: SessionProfile): SessionEntity[] {
  return profile.entities.filter((entity) => entity.status === '1');
}

/** spec 2.6: platform switcher for plat/org groups, entity switcher for orgType self, systems on desktop. */
export function headerSwitchers(profile: SessionProfile, mobile: boolean): HeaderSwitchers {
  return {
    platform: isPlatformLevel(profile.group?.groupType) && profile.groups.length > 0,
    entity: profile.orgType === 'self' && switchableEntities(profile).length > 0,
    system: !mobile && profile.systems.length > 0,
  };
}

/** The stored user after choosing another system (spec 4); undefined when it is not offered. */
export function withSystem(info: LoginUserInfo, systemId: string): LoginUserInfo | undefined {
  const chosen = recordsAt(info, 'listSys').find((raw) => asText(raw.id) === systemId);
  if (!chosen) return undefined;
  const next: Record<string, unknown> = { ...info, sys: chosen };
  const group = recordAt(chosen, 'group');
  if ('group' in info && group) next.group = group;
  return next;
}

/** The stored user after choosing another group of the current system (spec 4). */
export function withGroup(info: LoginUserInfo, groupId: string): LoginUserInfo | undefined {
  const chosen = rawGroupsOf(info).find((raw) => asText(raw.id) === groupId);
  if (!chosen) return undefined;
  const next: Record<string, unknown> = { ...info };
  if (isRecord(info.sys)) next.sys = { ...info.sys, group: chosen };
  if ('group' in info || !isRecord(info.sys)) next.group = chosen;
  return next;
}
