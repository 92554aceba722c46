/**
 * SMS codes (spec 4, 9; issue 34 item 5): the demo sends none, every code is 123456 and the
 * backend's log says so. The server keeps each code sent: valid 5 minutes, a new one for the same
 * number and scene only 60 seconds after the last, and used up by the call it proves.
 */
import { one, type Queryable } from '../../db/database';
import { Refusal } from '../../http/envelope';

export const DEMO_SMS_CODE = '123456';
const VALID_MS = 5 * 60_000;
const RESEND_GAP_MS = 60_000;

export const TOO_FREQUENT = '验证码发送过于频繁，请60秒后再试';

/** The scenes the console sends (cap.yaml CapSmsCaptchaRequest.type, its callers). */
export type SmsScene =
  | 'login'
  | 'register'
  | 'alteration'
  | 'verification'
  | 'loginPwdReset'
  | 'dataDecrypt'
  | 'opPwd'
  | 'mobileOld'
  | 'mobileNew'
  | (string & {});

export const isMobile = (text: unknown): text is string =>
  typeof text === 'string' && /^1\d{10}$/.test(text);

/** Records a code sent to `mobile`; refuses a resend within 60 seconds (E0005, the contract's). */
export async function sendSmsCode(
  db: Queryable,
  mobile: string,
  scene: SmsScene,
  at: Date,
): Promise<void> {
  const last = await one<{ sent_at: Date }>(
    db,
    'SELECT sent_at FROM demo_sms_code WHERE mobile = $1 AND scene = $2 ORDER BY sent_at DESC LIMIT 1',
    [mobile, scene],
  );
  if (last && at.getTime() - new Date(last.sent_at).getTime() < RESEND_GAP_MS) {
    throw new Refusal(TOO_FREQUENT, { replyCode: 'E0005', replyText: '获取验证码失败' });
  }
  await db.query(
    'INSERT INTO demo_sms_code (mobile, scene, code, sent_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
    [mobile, scene, DEMO_SMS_CODE, at, new Date(at.getTime() + VALID_MS)],
  );
  console.log(
    `[demo-backend] 短信验证码 ${DEMO_SMS_CODE} 已发往 ${mobile}（场景 ${scene}，5分钟内有效）。` +
      `演示环境不发短信：验证码总是 ${DEMO_SMS_CODE}`,
  );
}

interface CodeRow {
  id: string;
}

async function liveCode(
  db: Queryable,
  mobile: string,
  scenes: readonly SmsScene[],
  code: unknown,
  at: Date,
): Promise<CodeRow | undefined> {
  if (typeof code !== 'string' || code === '') return undefined;
  return one<CodeRow>(
    db,
    `SELECT id FROM demo_sms_code
      WHERE mobile = $1 AND scene = ANY($2::text[]) AND code = $3 AND used_at IS NULL AND expires_at > $4
      ORDER BY sent_at DESC LIMIT 1`,
    [mobile, [...scenes], code, at],
  );
}

/** True when `code` is a live code sent to `mobile` for one of `scenes`; it stays usable. */
export async function smsCodeMatches(
  db: Queryable,
  mobile: string,
  scenes: readonly SmsScene[],
  code: unknown,
  at: Date,
): Promise<boolean> {
  return (await liveCode(db, mobile, scenes, code, at)) !== undefined;
}

/** True when `code` is a live code for `mobile`, which it then uses up. */
export async function useSmsCode(
  db: Queryable,
  mobile: string,
  scenes: readonly SmsScene[],
  code: unknown,
  at: Date,
): Promise<boolean> {
  const row = await liveCode(db, mobile, scenes, code, at);
  if (!row) return false;
  await db.query('UPDATE demo_sms_code SET used_at = $2 WHERE id = $1', [row.id, at]);
  return true;
}
