import { describe, expect, it } from 'vitest';
import {
  at,
  contract,
  dictionaryPairs,
  loginDictionaries,
  nodeAt,
  postOf,
  replyExamples,
  type Node,
} from './openapi-doc';

// 个人中心 of the contract (issue 19 C; spec 2.7 base, avatar, binding, notification, security):
// the signed-in user's own calls on /cap/auth, the named examples the component and e2e tests ask
// for with `Prefer: example=<name>`, the notify_kind and pwd_strength dictionaries in every login
// reply, and the hidden /account/settings entry.

const CHINESE = /[\u4e00-\u9fa5]/;
const MASKED_MOBILE = /^1\d{2}\*{4}\d{4}$/;

const CALLS = [
  '/cap/auth/v1/UserProfileInquiry',
  '/cap/auth/v1/UserProfileUpdating',
  '/cap/auth/v1/UserProfileAvatarModify',
  '/cap/auth/v1/UserBindingMobileVerify',
  '/cap/auth/v1/UserBindingMobileModify',
  '/cap/auth/v1/UserBindingEmailModify',
  '/cap/auth/v1/UserNotifyPrefInquiry',
  '/cap/auth/v1/UserNotifyPrefModify',
  '/cap/auth/v1/UserSecurityInquiry',
  '/cap/auth/v1/UserGoogleAuthInquiry',
  '/cap/auth/v1/UserGoogleAuthBinding',
];

const PREFIXES = ['UserProfile', 'UserBinding', 'UserNotifyPref', 'UserSecurity', 'UserGoogleAuth'];

/** Failures a user can meet, by call and example name, with what the reply must say. */
const USER_FAILURES: [string, string, string][] = [
  ['/cap/auth/v1/UserProfileUpdating', 'realnameRequired', '姓名不能为空'],
  ['/cap/auth/v1/UserProfileUpdating', 'telephoneInvalid', '联系电话'],
  ['/cap/auth/v1/UserProfileAvatarModify', 'avatarMissing', '重新上传'],
  ['/cap/auth/v1/UserBindingMobileVerify', 'wrongCaptcha', '验证码错误'],
  ['/cap/auth/v1/UserBindingMobileModify', 'wrongCaptcha', '验证码错误'],
  ['/cap/auth/v1/UserBindingMobileModify', 'mobileTaken', '已绑定其他账号'],
  ['/cap/auth/v1/UserBindingMobileModify', 'tokenExpired', '重新验证'],
  ['/cap/auth/v1/UserBindingEmailModify', 'emailTaken', '已绑定其他账号'],
  ['/cap/auth/v1/UserNotifyPrefModify', 'securityChannelRequired', '安全提醒'],
  ['/cap/auth/v1/UserGoogleAuthInquiry', 'alreadyBound', '先解绑'],
  ['/cap/auth/v1/UserGoogleAuthBinding', 'wrongCode', '动态验证码错误'],
  ['/cap/auth/v1/UserGoogleAuthBinding', 'secretExpired', '重新获取二维码'],
];

const NOTIFY_KIND: [string, string][] = [
  ['01', '审核待办'],
  ['02', '交易提醒'],
  ['03', '系统公告'],
  ['04', '安全提醒'],
];
const PWD_STRENGTH: [string, string][] = [
  ['1', '弱'],
  ['2', '中'],
  ['3', '强'],
];

const examplesOf = (route: string): Map<string, Node> =>
  new Map(replyExamples('cap.yaml', postOf('cap.yaml', route)));

describe('the account centre calls (/cap/auth/v1/User{Profile,Binding,NotifyPref,Security,GoogleAuth}*)', () => {
  it('are exactly the calls of the page', () => {
    const routes = Object.keys(nodeAt(contract('cap.yaml'), 'paths')).filter((route) =>
      PREFIXES.some((prefix) => route.startsWith(`/cap/auth/v1/${prefix}`)),
    );
    expect(routes.sort()).toEqual([...CALLS].sort());
  });

  it.each(CALLS)('%s is a POST marked x-company-extension, described', (route) => {
    const operation = postOf('cap.yaml', route);
    expect(Object.keys(nodeAt(contract('cap.yaml'), 'paths', route))).toEqual(['post']);
    expect(operation?.['x-company-extension']).toBe(true);
    expect(String(operation?.description ?? '').length).toBeGreaterThan(40);
  });

  it.each(CALLS)('%s answers success first, and failure and expiredToken', (route) => {
    const examples = examplesOf(route);
    const [first] = examples.values();
    expect(at(first, 'status', 'success')).toBe(true);
    expect(at(first, 'status', 'replyText')).toMatch(CHINESE);
    expect(at(examples.get('failure'), 'status', 'success')).toBe(false);
    expect(at(examples.get('expiredToken'), 'status', 'replyCode')).toBe('E0401');
  });

  it.each(USER_FAILURES)('%s %s: success false, says %s in Chinese', (route, name, text) => {
    const reply = examplesOf(route).get(name);
    expect(at(reply, 'status', 'success')).toBe(false);
    expect(at(reply, 'status', 'replyText')).toMatch(CHINESE);
    expect(String(at(reply, 'status', 'errorMsg'))).toContain(text);
    expect(at(reply, 'body')).toBeNull();
  });
});

describe('the examples carry realistic, masked values', () => {
  it('every profile shows the mobile masked and never a plain address', () => {
    for (const route of CALLS) {
      for (const [, reply] of examplesOf(route)) {
        const mobile = at(reply, 'body', 'mobileMasked');
        if (mobile !== undefined) expect(mobile).toMatch(MASKED_MOBILE);
        const email = at(reply, 'body', 'emailMasked');
        if (email !== undefined) expect(email).toMatch(/\*{3}@/);
      }
    }
  });

  it('the mobile alteration ends with the new number, masked', () => {
    const verified = examplesOf('/cap/auth/v1/UserBindingMobileVerify').get('success');
    expect(at(verified, 'body', 'alterToken')).toMatch(/^ALT/);
    const changed = examplesOf('/cap/auth/v1/UserBindingMobileModify').get('success');
    expect(at(changed, 'body', 'mobileMasked')).toBe('139****1234');
  });

  it('the Google authenticator secret comes with its otpauth URI and a PNG QR code', () => {
    const body = at(examplesOf('/cap/auth/v1/UserGoogleAuthInquiry').get('success'), 'body');
    const secret = String(at(body, 'secret'));
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(String(at(body, 'otpauthUrl'))).toContain(`secret=${secret}`);
    expect(String(at(body, 'qrImage'))).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    const bound = examplesOf('/cap/auth/v1/UserGoogleAuthBinding').get('success');
    expect(at(bound, 'body', 'googleAuthBound')).toBe(true);
  });

  it('the preferences name every message kind once', () => {
    const prefs = at(
      examplesOf('/cap/auth/v1/UserNotifyPrefInquiry').get('success'),
      'body',
      'prefs',
    );
    if (!Array.isArray(prefs)) throw new Error('no prefs');
    expect(prefs.map((pref) => at(pref, 'kind'))).toEqual(NOTIFY_KIND.map(([value]) => value));
  });
});

describe('dictionaries and the hidden menu entry', () => {
  it.each([
    ['notify_kind', NOTIFY_KIND],
    ['pwd_strength', PWD_STRENGTH],
  ] as const)('every login reply and the refreshed cache hold %s', (code, pairs) => {
    const logins = loginDictionaries();
    expect(logins).toHaveLength(5);
    for (const [where, dictionaries] of logins)
      expect(dictionaryPairs(dictionaries, code), where).toEqual(pairs);
    const refreshed = nodeAt(contract('sys.yaml'), 'paths', '/sys/dict/queryAllDictItems', 'get');
    const [, success] = replyExamples('sys.yaml', refreshed)[0] ?? [];
    expect(dictionaryPairs(nodeAt(success, 'result'), code)).toEqual(pairs);
  });

  it('个人中心 is a hidden route /account/settings → settings/AccountSettings', () => {
    const menu = nodeAt(
      contract('cap.yaml'),
      'components',
      'examples',
      'CapUserResourceListDemo',
      'value',
      'body',
      'resourceJson',
    ).menu;
    const parent = Array.isArray(menu)
      ? menu.find((item) => at(item, 'path') === '/account')
      : undefined;
    expect(at(parent, 'hidden')).toBe(true);
    const children = at(parent, 'children');
    const entry = Array.isArray(children) ? children[0] : undefined;
    expect(at(entry, 'path')).toBe('/account/settings');
    expect(at(entry, 'component')).toBe('settings/AccountSettings');
    expect(at(entry, 'meta', 'title')).toBe('个人中心');
    expect(at(entry, 'hidden')).toBe(true);
  });
});
