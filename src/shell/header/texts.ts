/** Texts of the signed-in header (spec 2.6, 2.10, 5.2, 8.4); spec wording is kept verbatim. */

export const MENU_LABELS = {
  loginPassword: '修改登录密码',
  payPassword: '设置支付密码',
  settings: '系统设置',
  dataDecrypt: '数据解密',
  operationPassword: '设置操作密码',
  departSwitch: '切换部门',
} as const;

/** issue 19 C: the account centre, first in the avatar dropdown. */
export const ACCOUNT_SETTINGS_LABEL = '个人中心';

export const LOGOUT_LABEL = '退出登录';
export const LOGOUT_CONFIRM = '确定退出？';
export const CONFIRM_TITLE = '提示';
export const OK_TEXT = '确定';
export const CANCEL_TEXT = '取消';

export const DIALOG_TITLES = {
  loginPassword: '修改登录密码',
  payPassword: '支付密码修改',
  operationPassword: '设置操作密码',
  dataDecrypt: '数据解密',
  departSwitch: '部门切换',
} as const;

// spec 8.4
export const LOGIN_PASSWORD_CHANGED = '操作成功';
export const PAY_PASSWORD_CHANGED = '修改成功';
export const OPERATION_PASSWORD_SET = '设置成功';
export const DECRYPTED = '解密成功，请刷新页面';
export const REFRESH_HINT = '请刷新页面';
export const NO_DEPARTS = '您尚未设置部门信息!';
export const DEPART_REQUIRED = '请选择部门';
export const DEPART_SWITCHED = '部门切换成功';

// spec 5.2
export const NO_CUSTOMER_CODE = '客户代码为空';
export const NO_SIGNED_IN_USER = '当前系统无登录用户';

export const MENU_SEARCH = '搜索菜单';
export const MENU_SEARCH_EMPTY = '没有匹配的菜单';
export const HELP = '帮助';

export const SWITCHER_LABELS = {
  platform: '切换平台',
  entity: '切换主体',
  system: '切换系统',
} as const;

export const FIELD_LABELS = {
  oldLoginPassword: '原登录密码',
  newLoginPassword: '新登录密码',
  oldPayPassword: '原支付密码',
  newPayPassword: '新支付密码',
  confirmPassword: '确认新密码',
  operationPassword: '操作密码',
  confirmOperationPassword: '确认操作密码',
  mobile: '手机号',
  captcha: '验证码',
  smsCaptcha: '短信验证码',
  currentDepart: '当前部门',
  targetDepart: '切换部门',
} as const;

/** spec 8.4: the 已解密 reply warns and asks for a refresh, once. */
export function alreadyDecryptedWarning(serverText: string): string {
  return serverText.includes('刷新') ? serverText : `${serverText}，${REFRESH_HINT}`;
}
