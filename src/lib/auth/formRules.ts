/**
 * The spec 5.1 rules of the system, entity and tenant forms, as structural antd rules (no React).
 * A masked mobile the server sent (138****8000) goes back unchanged and keeps the stored one.
 */
import {
  lengthRules,
  mobileRules,
  nameTextRule,
  predicateRule,
  requiredRules,
  selectRules,
  urlRule,
  type FieldRule,
} from '../validators';

export const AUTH_RULE_TEXTS = {
  sysCodeInvalid: '系统代码须以小写字母开头，由小写字母、数字和下划线组成（2-32位）',
  hostInvalid: '请输入正确的域名，如 console.example.com',
  portInvalid: '端口须为1-65535之间的整数',
  colorInvalid: '请输入正确的颜色，如 #0267B5',
  patternInvalid: '密码规则不是有效的正则表达式',
  creditCodeInvalid: '统一社会信用代码须为18位数字或大写字母',
} as const;

export const SYS_CODE_PATTERN = /^[a-z][a-z0-9_]{1,31}$/;
/** A host name (no scheme, no port): labels of letters, digits and hyphens. */
export const HOST_PATTERN =
  /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
export const HEX_COLOR_PATTERN = /^#[0-9A-Fa-f]{6}$/;
export const CREDIT_CODE_PATTERN = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

export const isHostName = (value: string): boolean => HOST_PATTERN.test(value.trim());

export function isPort(value: string): boolean {
  if (!/^\d{1,5}$/.test(value.trim())) return false;
  const port = Number(value);
  return port >= 1 && port <= 65535;
}

/** The password rule is a JavaScript RegExp source (spec 5.2): it must compile. */
export function isPatternSource(value: string): boolean {
  try {
    new RegExp(value);
    return true;
  } catch {
    return false;
  }
}

const hostRules = (label: string): FieldRule[] => [
  ...requiredRules(label),
  predicateRule(isHostName, AUTH_RULE_TEXTS.hostInvalid),
];

export const SYSTEM_RULES = {
  sysCode: [
    ...requiredRules('系统代码'),
    predicateRule((text) => SYS_CODE_PATTERN.test(text), AUTH_RULE_TEXTS.sysCodeInvalid),
  ],
  sysName: requiredRules('系统名称', { max: 50 }),
  url: hostRules('访问域名'),
  port: [...requiredRules('端口'), predicateRule(isPort, AUTH_RULE_TEXTS.portInvalid)],
  entityId: selectRules('所属实体'),
  sysStatus: selectRules('状态'),
  remark: lengthRules({ max: 200 }),
} satisfies Record<string, FieldRule[]>;

/** The branding fields of the system and tenant info (spec 3). */
export const BRAND_RULES = {
  sysName: requiredRules('系统名称', { max: 50 }),
  tabTitle: lengthRules({ max: 50 }),
  copyright: lengthRules({ max: 30 }),
  company: lengthRules({ max: 100 }),
  registerEnt: lengthRules({ max: 50 }),
  registerSecurity: lengthRules({ max: 50 }),
  sysColor: [predicateRule((text) => HEX_COLOR_PATTERN.test(text), AUTH_RULE_TEXTS.colorInvalid)],
  helpUrl: [urlRule()],
  pwdReg: [predicateRule(isPatternSource, AUTH_RULE_TEXTS.patternInvalid)],
  pwdMsg: lengthRules({ max: 100 }),
} satisfies Record<string, FieldRule[]>;

export const ENTITY_RULES = {
  entityName: requiredRules('实体名称', { max: 100 }),
  shortName: requiredRules('简称', { max: 20 }),
  creditCode: [
    ...requiredRules('统一社会信用代码'),
    predicateRule(
      (text) => CREDIT_CODE_PATTERN.test(text.trim().toUpperCase()),
      AUTH_RULE_TEXTS.creditCodeInvalid,
    ),
  ],
  orgType: selectRules('机构类型'),
  legalPerson: [...requiredRules('法定代表人', { max: 30 }), nameTextRule()],
  contactName: [...requiredRules('联系人', { max: 30 }), nameTextRule()],
  contactMobile: mobileRules(),
  url: [predicateRule(isHostName, AUTH_RULE_TEXTS.hostInvalid)],
  remark: lengthRules({ max: 200 }),
} satisfies Record<string, FieldRule[]>;

export const TENANT_RULES = {
  tenantName: requiredRules('租户名称', { max: 50 }),
  url: hostRules('访问域名'),
  tenantStatus: selectRules('状态'),
  remark: lengthRules({ max: 200 }),
} satisfies Record<string, FieldRule[]>;
