import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TAB_ICON_URL,
  mergeBrandInfo,
  parseBrandInfo,
  publicSecurityRecordUrl,
  resolveBranding,
  type Branding,
} from '../../../src/lib/branding';

const context = {
  staticUrl: (path: string) =>
    /^https?:/.test(path) ? path : `https://static.example.com/sys/common/static/${path}`,
};

const DEFAULTS: Branding = {
  sysName: '欢迎使用本服务',
  logoUrl: '/logo-kj-big.png',
  backgroundUrl: '/background.svg',
  tabTitle: '欢迎使用本服务',
  tabIconUrl: '/logo-kj.png',
  copyright: '2017-2023',
  company: '',
  registerEnt: '',
  registerSecurity: '',
  helpUrl: '',
  flags: { cfgPayPwd: false, cfgDataDecrypt: false, cfgOpPwd: false },
};

describe('parseBrandInfo (spec 3 tenant or system info JSON text)', () => {
  it.each([
    ['malformed JSON', '{"sysName": "汇联'],
    ['a JSON array', '["汇联支付"]'],
    ['a JSON string', '"汇联支付"'],
    ['null', null],
    ['an empty text', ''],
    ['a number', 42],
  ])('gives nothing for %s', (_case, raw) => {
    expect(parseBrandInfo(raw)).toEqual({});
  });

  it('keeps the known fields, flags as text, and the password rule', () => {
    const text = JSON.stringify({
      sysName: '汇联支付运营支撑平台',
      cfgPayPwd: true,
      cfgOpPwd: 'false',
      pwdReg: '^.{10,}$',
      pwdMsg: '密码至少10位',
      unknown: 'ignored',
      logo: 7,
    });
    expect(parseBrandInfo(text)).toEqual({
      sysName: '汇联支付运营支撑平台',
      cfgPayPwd: 'true',
      cfgOpPwd: 'false',
      logo: '7',
      pwdReg: '^.{10,}$',
      pwdMsg: '密码至少10位',
    });
  });

  it('accepts an object as well as text', () => {
    expect(parseBrandInfo({ company: '汇联支付科技有限公司' })).toEqual({
      company: '汇联支付科技有限公司',
    });
  });
});

describe('mergeBrandInfo', () => {
  it('takes each field from the first source that has a non-empty value', () => {
    expect(
      mergeBrandInfo(
        { sysName: '系统名称' },
        { sysName: '其他', copyright: ' ', company: '甲公司' },
        undefined,
        { copyright: '2017-2026', company: '乙公司' },
      ),
    ).toEqual({ sysName: '系统名称', company: '甲公司', copyright: '2017-2026' });
  });
});

describe('resolveBranding (spec 2.4, 9 defaults)', () => {
  it('uses the built-in defaults, as app assets, when the info is empty', () => {
    expect(resolveBranding({}, context)).toEqual(DEFAULTS);
    expect(DEFAULT_TAB_ICON_URL).toBe('/logo-kj.png');
  });

  it('uses the defaults for blank values too', () => {
    expect(resolveBranding({ sysName: '  ', logo: '', tabLogo: ' ' }, context)).toEqual(DEFAULTS);
  });

  it.each([
    [
      'brand/huilian/logo-big.png',
      'https://static.example.com/sys/common/static/brand/huilian/logo-big.png',
    ],
    ['https://cdn.example.com/logo.png', 'https://cdn.example.com/logo.png'],
    ['http://cdn.example.com/logo.png', 'http://cdn.example.com/logo.png'],
  ])('loads the server image %s from %s', (logo, expected) => {
    expect(resolveBranding({ logo }, context).logoUrl).toBe(expected);
  });

  it('shows the server values, with the tab title falling back to the system name', () => {
    const branding = resolveBranding(
      {
        sysName: '汇联支付运营支撑平台',
        tabLogo: 'brand/favicon.png',
        bkg: 'brand/bkg.jpg',
        copyright: '2017-2026',
        company: '汇联支付科技有限公司',
        registerEnt: '京ICP备2020012345号-1',
        registerSecurity: '京公网安备11010502040000号',
        cfgPayPwd: 'true',
        cfgDataDecrypt: 'TRUE',
        cfgOpPwd: 'true',
        helpUrl: 'https://help.example.com',
        pwdReg: '^.{10,}$',
        pwdMsg: '密码至少10位',
      },
      context,
    );
    expect(branding).toEqual({
      sysName: '汇联支付运营支撑平台',
      logoUrl: '/logo-kj-big.png',
      backgroundUrl: 'https://static.example.com/sys/common/static/brand/bkg.jpg',
      tabTitle: '汇联支付运营支撑平台',
      tabIconUrl: 'https://static.example.com/sys/common/static/brand/favicon.png',
      copyright: '2017-2026',
      company: '汇联支付科技有限公司',
      registerEnt: '京ICP备2020012345号-1',
      registerSecurity: '京公网安备11010502040000号',
      helpUrl: 'https://help.example.com',
      // spec 3: only the string 'true' turns a flag on.
      flags: { cfgPayPwd: true, cfgDataDecrypt: false, cfgOpPwd: true },
      pwdReg: '^.{10,}$',
      pwdMsg: '密码至少10位',
    });
  });

  it('falls back to the configured help URL', () => {
    const withConfig = { ...context, configHelpUrl: 'https://docs.example.com' };
    expect(resolveBranding({}, withConfig).helpUrl).toBe('https://docs.example.com');
    expect(resolveBranding({ helpUrl: 'https://help.example.com' }, withConfig).helpUrl).toBe(
      'https://help.example.com',
    );
  });
});

describe('publicSecurityRecordUrl', () => {
  it.each([
    [
      '京公网安备11010502040000号',
      'https://beian.mps.gov.cn/#/query/webSearch?code=11010502040000',
    ],
    ['公安备案', 'https://beian.mps.gov.cn/#/query/webSearch'],
  ])('links %s to %s', (record, url) => {
    expect(publicSecurityRecordUrl(record)).toBe(url);
  });
});
