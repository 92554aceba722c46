/** HTTP and session messages of spec 8.1, verbatim, plus the few texts of ours the client needs. */

export const ACCESS_DENIED = '拒绝访问';
export const RESOURCE_NOT_FOUND = '很抱歉，资源未找到!';
export const NETWORK_TIMEOUT = '网络超时';
export const LOGIN_EXPIRED_CONTENT = '很抱歉，登录已过期，请重新登录';
export const LOGIN_EXPIRED_TITLE = '登录已过期';
export const RELOGIN = '重新登录';
export const TOKEN_REFRESH_FAILED = 'token 刷新失败';

export function tokenRefreshException(error: string): string {
  return `token 刷新异常：${error}`;
}

/** Loading text shown instead of the expired dialog inside DingTalk / WeCom (old console). */
export const LOGIN_EXPIRED_RELOGGING = '登录已过期，正在重新登录';

/** Ours: a reply that is not JSON, or JSON with neither envelope. An e2e test relies on it. */
export const MALFORMED_REPLY = '服务器返回的数据格式不正确，请稍后重试';

/** Ours: an HTTP failure without a server message, or a failure to reach the server at all. */
export const REQUEST_FAILED = '请求失败，请稍后重试';

// Server texts the client reacts to (spec 8.1).
export const TOKEN_INVALID_MARKER = 'Token失效';
export const ACCESS_TOKEN_EXPIRED_MARKER = 'Access token has expired';

/** Sign-in failed without a server message. */
export const LOGIN_FAILED = '登录失败，请稍后重试';

/** spec 8.4 SMS send, first reading of the success text. */
export const SMS_SENT = '验证码已发送，有效期5分钟，请注意查收';
export const SMS_SEND_FAILED = '系统异常，获取验证码失败';
