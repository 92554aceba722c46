import { describe, expect, it } from 'vitest';
import {
  headerSwitchers,
  isPlatformLevel,
  readSessionProfile,
  showsNoticeBell,
  userMenuItems,
  withGroup,
  withSystem,
  type HeaderFlags,
  type UserMenuItem,
} from '../../../src/lib/headerRules';
import type { LoginUserInfo } from '../../../src/lib/storedValues';

const platGroup = {
  id: 'g1',
  groupName: '平台运营',
  groupType: 'plat_admin',
  tenantId: '1',
  groupBsnObj: { cusCode: 'C001' },
};
const orgGroup = { id: 'g2', groupName: '机构管理', groupType: 'org_ops' };
const merchantGroup = {
  id: 'g3',
  groupName: '商户',
  groupType: 'cus_merchant',
  groupBsnXref: { objCode: 'X009' },
};

function user(overrides: Record<string, unknown> = {}): LoginUserInfo {
  return {
    id: 'u1',
    username: 'admin',
    mobile: '13800138000',
    mobileDesensitized: '138****8000',
    entityId: 'e1',
    sys: { id: 's1', sysName: '运营平台', group: platGroup, listGroup: [platGroup, orgGroup] },
    listSys: [
      { id: 's1', sysName: '运营平台', group: platGroup },
      { id: 's2', sysName: '商户平台', group: merchantGroup, listGroup: [merchantGroup] },
    ],
    listEntity: [
      { id: 'e1', entityName: '恒通支付', url: 'https://a.example.com', status: 1 },
      { id: 'e2', entityName: '恒通科技', url: 'https://b.example.com', status: '0' },
    ],
    org: { orgType: 'self' },
    ...overrides,
  };
}

describe('readSessionProfile (spec 3)', () => {
  it('reads the group, systems, entities and customer code', () => {
    const profile = readSessionProfile(user());
    expect(profile.group).toEqual({ id: 'g1', groupName: '平台运营', groupType: 'plat_admin' });
    expect(profile.groups.map((g) => g.id)).toEqual(['g1', 'g2']);
    expect(profile.system).toEqual({ id: 's1', sysName: '运营平台' });
    expect(profile.systems.map((s) => s.sysName)).toEqual(['运营平台', '商户平台']);
    expect(profile.entities.map((e) => e.status)).toEqual(['1', '0']);
    expect(profile.orgType).toBe('self');
    expect(profile.customerCode).toBe('C001');
    expect(profile.mobile).toBe('13800138000');
  });

  it.each<[string, Record<string, unknown>, string | undefined]>([
    ['business object code', {}, 'C001'],
    ['cross-reference code', { sys: { id: 's2', group: merchantGroup } }, 'X009'],
    ['top-level group', { sys: undefined, group: merchantGroup }, 'X009'],
    ['no group', { sys: { id: 's1' } }, undefined],
    [
      'blank code',
      { sys: { id: 's1', group: { id: 'g', groupBsnObj: { cusCode: '' } } } },
      undefined,
    ],
  ])('customer code from %s', (_name, overrides, expected) => {
    expect(readSessionProfile(user(overrides)).customerCode).toBe(expected);
  });

  it.each<[string, Record<string, unknown>, string | undefined]>([
    ['user.mobile first', { user: { mobile: '13900000000' } }, '13900000000'],
    ['else mobile', {}, '13800138000'],
    ['none', { mobile: '' }, undefined],
  ])('mobile: %s', (_name, overrides, expected) => {
    expect(readSessionProfile(user(overrides)).mobile).toBe(expected);
  });

  it.each<[unknown, string | undefined]>([
    ['https://a.example.com/x', 'https://a.example.com/x'],
    ['javascript:alert(1)', undefined],
    ['/relative', undefined],
    [undefined, undefined],
  ])('keeps entity url %s only when it is http(s)', (url, expected) => {
    const profile = readSessionProfile(user({ listEntity: [{ entityName: 'e', status: 1, url }] }));
    expect(profile.entities[0]?.url).toBe(expected);
  });

  it('survives a missing or odd user', () => {
    expect(readSessionProfile(undefined)).toEqual({ groups: [], systems: [], entities: [] });
    const odd = readSessionProfile({ sys: 'x', listSys: [null, 3], listEntity: {} });
    expect(odd.systems).toEqual([]);
    expect(odd.entities).toEqual([]);
    expect(odd.group).toBeUndefined();
  });
});

describe('isPlatformLevel (spec 6)', () => {
  it.each<[string | undefined, boolean]>([
    ['plat', true],
    ['plat_admin', true],
    ['org_ops', true],
    ['cus_merchant', false],
    ['xplat', false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (groupType, expected) => {
    expect(isPlatformLevel(groupType)).toBe(expected);
  });
});

describe('userMenuItems (spec 2.6)', () => {
  const all: HeaderFlags = { cfgPayPwd: 'true', cfgDataDecrypt: 'true', cfgOpPwd: 'true' };
  it.each<[string, LoginUserInfo, HeaderFlags, UserMenuItem[]]>([
    ['plat group, no flags', user(), {}, ['loginPassword', 'settings', 'departSwitch']],
    [
      'plat group, every flag',
      user(),
      all,
      [
        'loginPassword',
        'payPassword',
        'settings',
        'dataDecrypt',
        'operationPassword',
        'departSwitch',
      ],
    ],
    [
      'merchant group, every flag',
      user({ sys: { id: 's2', group: merchantGroup } }),
      all,
      ['loginPassword', 'payPassword', 'dataDecrypt', 'operationPassword', 'departSwitch'],
    ],
    [
      'flags other than the string true',
      user(),
      { cfgPayPwd: 'false', cfgDataDecrypt: 'TRUE', cfgOpPwd: '1' },
      ['loginPassword', 'settings', 'departSwitch'],
    ],
    [
      'only pay password',
      user({ sys: {} }),
      { cfgPayPwd: 'true' },
      ['loginPassword', 'payPassword', 'departSwitch'],
    ],
  ])('%s', (_name, info, systemInfo, expected) => {
    expect(userMenuItems(readSessionProfile(info), systemInfo)).toEqual(expected);
  });
});

describe('header switchers and bell (spec 2.6)', () => {
  it.each<
    [
      string,
      LoginUserInfo,
      boolean,
      { platform: boolean; entity: boolean; system: boolean; bell: boolean },
    ]
  >([
    [
      'plat group on desktop',
      user(),
      false,
      { platform: true, entity: true, system: true, bell: true },
    ],
    [
      'plat group on mobile',
      user(),
      true,
      { platform: true, entity: true, system: false, bell: true },
    ],
    [
      'merchant group',
      user({ sys: { id: 's2', group: merchantGroup, listGroup: [merchantGroup] } }),
      false,
      { platform: false, entity: true, system: true, bell: false },
    ],
    [
      'orgType not self',
      user({ org: { orgType: 'agent' } }),
      false,
      { platform: true, entity: false, system: true, bell: true },
    ],
    [
      'no entity with status 1',
      user({ listEntity: [{ entityName: '恒通科技', status: 0 }] }),
      false,
      { platform: true, entity: false, system: true, bell: true },
    ],
    [
      'no systems',
      user({ listSys: [] }),
      false,
      { platform: true, entity: true, system: false, bell: true },
    ],
    ['no session user', {}, false, { platform: false, entity: false, system: false, bell: false }],
  ])('%s', (_name, info, mobile, expected) => {
    const profile = readSessionProfile(info);
    expect({ ...headerSwitchers(profile, mobile), bell: showsNoticeBell(profile) }).toEqual(
      expected,
    );
  });
});

describe('session switches (spec 4)', () => {
  it('switches the system and its group, keeping the rest of the user', () => {
    const next = withSystem(user({ group: platGroup }), 's2');
    expect(next?.sys).toMatchObject({ id: 's2', sysName: '商户平台' });
    expect(next?.group).toBe(merchantGroup);
    expect(next?.username).toBe('admin');
    expect(readSessionProfile(next).groups.map((g) => g.id)).toEqual(['g3']);
  });

  it('adds no top-level group when the user had none', () => {
    expect(withSystem(user(), 's2')).not.toHaveProperty('group');
  });

  it('switches the group inside the current system', () => {
    const next = withGroup(user(), 'g2');
    expect(readSessionProfile(next).group?.id).toBe('g2');
    expect(next?.sys).toMatchObject({ id: 's1', sysName: '运营平台' });
    expect(next).not.toHaveProperty('group');
  });

  it('switches a top-level group too', () => {
    expect(withGroup(user({ group: platGroup }), 'g2')?.group).toBe(orgGroup);
  });

  it.each<[string, () => LoginUserInfo | undefined]>([
    ['unknown system', () => withSystem(user(), 'nope')],
    ['unknown group', () => withGroup(user(), 'nope')],
    ['no lists', () => withGroup({}, 'g1')],
  ])('refuses an %s', (_name, switchTo) => {
    expect(switchTo()).toBeUndefined();
  });

  it('never mutates the stored object', () => {
    const info = user();
    const before = JSON.stringify(info);
    withSystem(info, 's2');
    withGroup(info, 'g2');
    expect(JSON.stringify(info)).toBe(before);
  });
});
