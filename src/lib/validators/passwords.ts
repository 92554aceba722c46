/**
 * Password and captcha rules of spec 5.2, as antd Form rule objects. The types are structural so
 * this module stays free of antd and React; they fit `Form.Item rules` as they are.
 */

/** The system configuration's password rule (system info `pwdReg` / `pwdMsg`). */
export interface PasswordPolicy {
  /** JavaScript RegExp source, optionally written as a /literal/flags. */
  pwdReg?: string | null;
  pwdMsg?: string | null;
}

export interface ResolvedPasswordPolicy {
  pattern: RegExp;
  message: string;
}

/** A rule antd's Form.Item accepts; `validator` rejects with the message to show. */
export interface PasswordRule {
  required?: boolean;
  message?: string;
  validator?: (rule: unknown, value: unknown) => Promise<void>;
}

/** The slice of antd's FormInstance a confirmation rule reads. */
export interface FieldValueReader {
  getFieldValue(name: string): unknown;
}

export type PasswordRuleEntry = PasswordRule | ((form: FieldValueReader) => PasswordRule);

// spec 5.2: at least 8 characters combining letters, digits and special characters.
export const DEFAULT_PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[^A-Za-z\d\s]).{8,}$/;
export const DEFAULT_PASSWORD_MESSAGE = '密码必须至少8位的英文字母、数字、字符组合';
export const PASSWORD_MISMATCH = '两次输入的密码不一样';

export type PasswordKind = 'login' | 'payment' | 'operation';

/** Required messages of spec 5.2, verbatim. The operation password has no old value. */
export const PASSWORD_REQUIRED_MESSAGES = {
  login: {
    current: '请输入原登录密码',
    next: '请输入新登录密码',
    confirm: '请再次输入新登录密码',
  },
  payment: {
    current: '请输入原支付密码',
    next: '请输入新支付密码',
    confirm: '请再次输入新支付密码',
  },
  operation: { next: '请输入操作密码', confirm: '请再次输入操作密码' },
} as const satisfies Record<PasswordKind, { current?: string; next: string; confirm: string }>;

export const CAPTCHA_REQUIRED = '请输入验证码';
export const SMS_CAPTCHA_REQUIRED = '请输入短信验证码';

const LITERAL = /^\/(.+)\/([a-z]*)$/s;

function compile(source: string): RegExp | undefined {
  const literal = LITERAL.exec(source);
  try {
    return literal ? new RegExp(literal[1] ?? '', literal[2]) : new RegExp(source);
  } catch {
    return undefined;
  }
}

/**
 * The configured pattern and message, else the default rule (spec 5.2). A pattern that does not
 * compile falls back to the default rather than letting every password through.
 */
export function resolvePasswordPolicy(policy: PasswordPolicy = {}): ResolvedPasswordPolicy {
  const source = policy.pwdReg?.trim();
  const pattern = source ? compile(source) : undefined;
  if (!pattern) return { pattern: DEFAULT_PASSWORD_PATTERN, message: DEFAULT_PASSWORD_MESSAGE };
  return { pattern, message: policy.pwdMsg?.trim() || DEFAULT_PASSWORD_MESSAGE };
}

const isEmpty = (value: unknown): boolean => value === undefined || value === null || value === '';

/** The message a password gets under the policy, or undefined when it passes (or is empty). */
export function passwordProblem(value: unknown, policy?: PasswordPolicy): string | undefined {
  if (isEmpty(value)) return undefined;
  const { pattern, message } = resolvePasswordPolicy(policy);
  // A fresh RegExp per test: a configured /g or /y flag would otherwise carry lastIndex over.
  return new RegExp(pattern.source, pattern.flags).test(String(value)) ? undefined : message;
}

/** The message a confirmation gets, or undefined when it equals the password (or is empty). */
export function confirmationProblem(confirmation: unknown, password: unknown): string | undefined {
  if (isEmpty(confirmation)) return undefined;
  return confirmation === password ? undefined : PASSWORD_MISMATCH;
}

const settle = (problem: string | undefined): Promise<void> =>
  problem === undefined ? Promise.resolve() : Promise.reject(new Error(problem));

export function requiredRule(message: string): PasswordRule {
  return { required: true, message };
}

/** Required plus the policy's pattern: for any new password field. */
export function passwordRules(requiredMessage: string, policy?: PasswordPolicy): PasswordRule[] {
  return [
    requiredRule(requiredMessage),
    { validator: (_rule, value) => settle(passwordProblem(value, policy)) },
  ];
}

/** Required plus equality with the field named `passwordField`. */
export function confirmationRules(
  requiredMessage: string,
  passwordField: string,
): PasswordRuleEntry[] {
  return [
    requiredRule(requiredMessage),
    (form) => ({
      validator: (_rule, value) =>
        settle(confirmationProblem(value, form.getFieldValue(passwordField))),
    }),
  ];
}

/** Rules of the old-password field of the login and payment dialogs. */
export function currentPasswordRules(kind: 'login' | 'payment'): PasswordRule[] {
  return [requiredRule(PASSWORD_REQUIRED_MESSAGES[kind].current)];
}

export function newPasswordRules(kind: PasswordKind, policy?: PasswordPolicy): PasswordRule[] {
  return passwordRules(PASSWORD_REQUIRED_MESSAGES[kind].next, policy);
}

export function confirmPasswordRules(
  kind: PasswordKind,
  passwordField: string,
): PasswordRuleEntry[] {
  return confirmationRules(PASSWORD_REQUIRED_MESSAGES[kind].confirm, passwordField);
}
