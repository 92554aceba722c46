import { beforeEach, describe, expect, it } from 'vitest';
import { TOKEN_TTL_MS } from '../../../src/lib/constants';
import { createStorage, type ConsoleStorage } from '../../../src/lib/storage';
import { MemoryStorage } from './memoryStorage';

const START = Date.UTC(2026, 10, 21, 2, 0, 0);

let local: MemoryStorage;
let session: MemoryStorage;
let now: number;
let storage: ConsoleStorage;

beforeEach(() => {
  local = new MemoryStorage();
  session = new MemoryStorage();
  now = START;
  storage = createStorage({ local, session, now: () => now });
});

describe('format', () => {
  it('writes vue-ls JSON under the pro__ namespace with an absolute expiry', () => {
    storage.set('Access-Token', 'eyJ.token', TOKEN_TTL_MS);
    expect(local.snapshot()).toEqual({
      'pro__Access-Token': JSON.stringify({ value: 'eyJ.token', expire: START + 604800000 }),
    });
  });

  it('writes expire null without a ttl', () => {
    storage.set('Login_Username', 'admin');
    expect(local.getItem('pro__Login_Username')).toBe('{"value":"admin","expire":null}');
  });

  it('reads a session written by the old console', () => {
    local.setItem('pro__Access-Token', '{"value":"old-console-token","expire":1800000000000}');
    local.setItem('pro__TENANT_ID', '{"value":1002,"expire":null}');
    expect(storage.get('Access-Token')).toBe('old-console-token');
    expect(storage.get('TENANT_ID')).toBe('1002');
  });

  it('keeps the button lists in session storage', () => {
    storage.set('LOGIN_USER_BUTTON_AUTH', [{ action: 'user:add', type: '1' }]);
    expect(local.length).toBe(0);
    expect(JSON.parse(session.getItem('pro__LOGIN_USER_BUTTON_AUTH') ?? 'null')).toEqual({
      value: [{ action: 'user:add', type: '1' }],
      expire: null,
    });
    expect(storage.get('LOGIN_USER_BUTTON_AUTH')).toEqual([{ action: 'user:add', type: '1' }]);
  });
});

describe('expiry', () => {
  it('returns the value up to and including the expiry instant', () => {
    storage.set('SYSTEM_INFO', { sysName: '运营支撑系统' }, 1000);
    now = START + 1000;
    expect(storage.get('SYSTEM_INFO')).toEqual({ sysName: '运营支撑系统' });
  });

  it('reads an expired value as undefined and removes it', () => {
    storage.set('Access-Token', 'eyJ.token', TOKEN_TTL_MS);
    now = START + TOKEN_TTL_MS + 1;
    expect(storage.get('Access-Token')).toBeUndefined();
    expect(local.getItem('pro__Access-Token')).toBeNull();
  });

  it('never expires a value stored without a ttl', () => {
    storage.set('DEFAULT_SETTINGS', { primaryColor: '#1890FF' });
    now = START + 10 * TOKEN_TTL_MS;
    expect(storage.get('DEFAULT_SETTINGS')).toEqual({ primaryColor: '#1890FF' });
  });
});

describe('unknown-safe reads', () => {
  it.each([
    ['not JSON', 'eyJ.raw-token'],
    ['JSON without the wrapper', '"eyJ.token"'],
    ['a value of the wrong type', '{"value":42,"expire":null}'],
  ])('reads %s as undefined', (_case, text) => {
    local.setItem('pro__Access-Token', text);
    expect(storage.get('Access-Token')).toBeUndefined();
  });

  it('keeps only well-typed user info fields and turns numeric ids into text', () => {
    local.setItem(
      'pro__Login_Userinfo',
      JSON.stringify({
        value: { id: 7, username: 'admin', realname: null, org: { orgType: 'self' } },
        expire: null,
      }),
    );
    expect(storage.get('Login_Userinfo')).toEqual({
      id: '7',
      username: 'admin',
      org: { orgType: 'self' },
    });
  });

  it('writes the session user cut to its stored fields, whoever stores it (spec 3)', () => {
    storage.set('Login_Userinfo', { id: 'u1', email: 'a@b.cn', birthday: '1986-05-12' });
    expect(JSON.parse(local.getItem('pro__Login_Userinfo') ?? '{}')).toEqual({
      value: { id: 'u1' },
      expire: null,
    });
  });

  it('drops malformed permission and dictionary entries', () => {
    storage.set('SYS_BUTTON_AUTH', [{ action: 'a:b', status: '0' }]);
    session.setItem(
      'pro__SYS_BUTTON_AUTH',
      JSON.stringify({ value: [{ action: 'a:b', status: 0 }, { type: '1' }, 'x'], expire: null }),
    );
    expect(storage.get('SYS_BUTTON_AUTH')).toEqual([{ action: 'a:b', status: '0' }]);

    local.setItem(
      'pro__UI_CACHE_DB_DICT_DATA',
      JSON.stringify({
        value: {
          sex: [{ value: 1, text: '男' }, { value: '2', title: '女' }, { text: 'no value' }],
        },
        expire: null,
      }),
    );
    expect(storage.get('UI_CACHE_DB_DICT_DATA')).toEqual({
      sex: [
        { value: '1', text: '男' },
        { value: '2', text: '女', title: '女' },
      ],
    });
  });

  it('accepts system info kept as JSON text and keeps only its known fields', () => {
    local.setItem(
      'pro__SYSTEM_INFO',
      JSON.stringify({
        value: '{"sysName":"业务运营支撑系统","cfgPayPwd":true,"extra":"x"}',
        expire: null,
      }),
    );
    expect(storage.get('SYSTEM_INFO')).toEqual({ sysName: '业务运营支撑系统', cfgPayPwd: 'true' });
  });

  it('keeps only valid display settings', () => {
    local.setItem(
      'pro__DEFAULT_SETTINGS',
      JSON.stringify({
        value: { navTheme: 'dark', layout: 'sideways', multipage: 'yes', colorWeak: true },
        expire: null,
      }),
    );
    expect(storage.get('DEFAULT_SETTINGS')).toEqual({ navTheme: 'dark', colorWeak: true });
  });
});

describe('remove and clearSession', () => {
  it('removes one key', () => {
    storage.set('Login_Username', 'admin');
    storage.remove('Login_Username');
    expect(local.length).toBe(0);
  });

  it('clears the signed-in user but keeps display settings, branding and the encrypted string (spec 4)', () => {
    storage.set('Access-Token', 't', TOKEN_TTL_MS);
    storage.set('Access-Refresh-Token', 'r', TOKEN_TTL_MS);
    storage.set('TENANT_ID', '1002');
    storage.set('Login_Username', 'admin');
    storage.set('Login_Userinfo', { username: 'admin' });
    storage.set('UI_CACHE_DB_DICT_DATA', { sex: [] });
    storage.set('CACHE_INCLUDED_ROUTES', ['UserList']);
    storage.set('LOGIN_USER_BUTTON_AUTH', []);
    storage.set('SYS_BUTTON_AUTH', []);
    storage.set('DEFAULT_SETTINGS', { primaryColor: '#0267B5' });
    storage.set('SYSTEM_INFO', { sysName: '运营支撑系统' });
    storage.set('ENCRYPTED_STRING', 'abc');
    session.setItem('some-page-state', '1');

    storage.clearSession();

    expect(Object.keys(local.snapshot()).sort()).toEqual([
      'pro__DEFAULT_SETTINGS',
      'pro__ENCRYPTED_STRING',
      'pro__SYSTEM_INFO',
    ]);
    expect(session.length).toBe(0);
    expect(storage.get('DEFAULT_SETTINGS')).toEqual({ primaryColor: '#0267B5' });
  });
});

describe('session', () => {
  it('has a session while an unexpired access token is stored (spec 2.2)', () => {
    expect(storage.hasSession()).toBe(false);
    storage.set('Access-Token', 'eyJ.token', TOKEN_TTL_MS);
    expect(storage.hasSession()).toBe(true);
    now = START + TOKEN_TTL_MS + 1;
    expect(storage.hasSession()).toBe(false);
  });

  it('has none once the session is cleared', () => {
    storage.set('Access-Token', 'eyJ.token');
    storage.clearSession();
    expect(storage.hasSession()).toBe(false);
  });
});
