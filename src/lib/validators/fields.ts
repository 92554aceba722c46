/**
 * Field rules of spec 5.1 as antd Form rules: pure patterns plus small rule factories. The rule
 * type is structural so this module stays free of React and antd.
 */

export interface FieldRule {
  required?: boolean;
  whitespace?: boolean;
  pattern?: RegExp;
  /** 'array' makes `required` refuse an empty array (checkbox groups). */
  type?: 'email' | 'array';
  message?: string;
  validateTrigger?: string | string[];
  validator?: (rule: unknown, value: unknown) => Promise<void>;
}

/** spec 5.1: 11 digits starting with 1; asterisks may stand for masked digits (138****8000). */
export const MOBILE_PATTERN = /^1[\d*]{10}$/;
/** A number a code can be sent to: no masking. */
export const DIALABLE_MOBILE_PATTERN = /^1\d{10}$/;
/**
 * spec 5.1 gives two readings, length 4 to 18 and a message saying 6 to 18. We keep 4 to 18, so
 * existing five-letter accounts such as "admin" stay valid, and say so in the message.
 */
export const USERNAME_PATTERN = /^\w{4,18}$/;
/** Authenticator apps show six digits (spec 2.7 Google authenticator step). */
export const AUTHENTICATOR_CODE_PATTERN = /^\d{6}$/;

export const FIELD_MESSAGES = {
  mobileRequired: '请输入手机号码',
  mobileInvalid: '请输入正确的手机号码',
  usernameRequired: '请输入用户名',
  usernameInvalid: '用户名必须为4-18位字母、数字或下划线',
  emailInvalid: '邮箱格式不正确',
  captchaRequired: '请输入验证码',
  authenticatorCodeInvalid: '请输入6位数字验证码',
} as const;

export const isMobile = (value: string): boolean => MOBILE_PATTERN.test(value);
export const isDialableMobile = (value: string): boolean => DIALABLE_MOBILE_PATTERN.test(value);
export const isUsername = (value: string): boolean => USERNAME_PATTERN.test(value);

/**
 * spec 5.1 mobile, checked on blur. `dialable` refuses masked numbers, for fields a code is sent
 * to or that are stored.
 */
export function mobileRules(options: { dialable?: boolean } = {}): FieldRule[] {
  return [
    { required: true, message: FIELD_MESSAGES.mobileRequired, validateTrigger: 'onBlur' },
    {
      pattern: options.dialable ? DIALABLE_MOBILE_PATTERN : MOBILE_PATTERN,
      message: FIELD_MESSAGES.mobileInvalid,
      validateTrigger: 'onBlur',
    },
  ];
}

export function usernameRules(): FieldRule[] {
  return [
    { required: true, whitespace: true, message: FIELD_MESSAGES.usernameRequired },
    { pattern: USERNAME_PATTERN, message: FIELD_MESSAGES.usernameInvalid },
  ];
}

/** spec 5.1: optional, but an email when given. */
export function emailRules(): FieldRule[] {
  return [{ type: 'email', message: FIELD_MESSAGES.emailInvalid }];
}

export function captchaRules(message: string = FIELD_MESSAGES.captchaRequired): FieldRule[] {
  return [{ required: true, whitespace: true, message }];
}

export function authenticatorCodeRules(): FieldRule[] {
  return [
    ...captchaRules(),
    { pattern: AUTHENTICATOR_CODE_PATTERN, message: FIELD_MESSAGES.authenticatorCodeInvalid },
  ];
}

/** A rule that fails with `message` when `check` resolves false (e.g. a uniqueness lookup). */
export function asyncRule(
  check: (value: string) => Promise<boolean>,
  message: string,
  validateTrigger = 'onBlur',
): FieldRule {
  return {
    validateTrigger,
    validator: async (_rule, value) => {
      if (typeof value !== 'string' || value === '') return;
      if (!(await check(value))) throw new Error(message);
    },
  };
}
