/**
 * The /cap half of the session (spec 7.2): the login page's tenant and system look-ups by host
 * name, SMS codes, and 数据解密 (an SMS-proved session that sees sensitive values in full).
 */
import { one, type Queryable } from '../../db/database';
import { Refusal } from '../../http/envelope';
import type { ContractRouter } from '../../http/router';
import { newToken } from '../../http/secrets';
import type { Session } from '../../http/session';
import { sessionUser, userByPhone } from './accounts';
import { capDone } from './capReplies';
import { isMobile, sendSmsCode, smsCodeMatches, useSmsCode, type SmsScene } from './smsCodes';

const HOUR_MS = 3_600_000;
export const WRONG_CAPTCHA = '短信验证码错误或已过期';
// spec 9: after data decryption the access token lasts 1 hour and the refresh token 24 hours.
const DECRYPTED_ACCESS_MS = HOUR_MS;
const DECRYPTED_REFRESH_MS = 24 * HOUR_MS;

interface SiteRow {
  tenant_id: string | null;
  tenant_info: object | null;
  sys_name: string | null;
  sys_info: object | null;
}

/** `https://console.huilianpay.com:443/x` → `console.huilianpay.com` */
export function hostOf(url: string): string {
  return url
    .replace(/^[a-z]+:\/\//i, '')
    .replace(/[/?#].*$/, '')
    .replace(/:\d+$/, '')
    .toLowerCase();
}

/** The site of a host, the row of its port first, then the host's row for any port (''). */
function siteOf(db: Queryable, url: string, port: string): Promise<SiteRow | undefined> {
  return one<SiteRow>(
    db,
    `SELECT tenant_id, tenant_info, sys_name, sys_info FROM demo_login_site
      WHERE host = $1 AND port IN ($2, '') ORDER BY port DESC LIMIT 1`,
    [hostOf(url), port],
  );
}

/** Whom a code goes to: a customer's mobile on file, the session's bound one, or the number given. */
async function smsTarget(
  db: Queryable,
  body: { mobile: string; type?: string | null; cusCode?: string },
  session: Session | undefined,
): Promise<string> {
  if (body.cusCode) return `cus:${body.cusCode}`;
  const scene = body.type ?? '';
  if (['mobileOld', 'dataDecrypt', 'opPwd'].includes(scene)) {
    if (!session) throw new Refusal('请先登录', { replyCode: 'E0401' });
    const user = await sessionUser(db, session.userId);
    const bound = typeof user.data.phone === 'string' ? user.data.phone : '';
    if (!bound) throw new Refusal('当前用户未绑定手机号');
    // mobileOld sends the masked number the page shows; the others the user's own number.
    if (scene !== 'mobileOld' && body.mobile !== bound)
      throw new Refusal('手机号与当前登录用户不符');
    return bound;
  }
  if (!isMobile(body.mobile)) throw new Refusal('请输入正确的手机号码');
  const holder = await userByPhone(db, body.mobile);
  if (['login', 'loginPwdReset', 'verification'].includes(scene) && !holder) {
    throw new Refusal('该手机号未绑定任何账号');
  }
  if (scene === 'register' && holder) throw new Refusal('该手机号已注册');
  if (scene === 'mobileNew' && holder && holder.id !== session?.userId) {
    throw new Refusal('该手机号已绑定其他账号');
  }
  return body.mobile;
}

export function capSessionRoutes(router: ContractRouter): void {
  const { db, sessions, now } = router.deps;

  router.on(
    'post',
    '/cap/auth/v1/TenantInquiry',
    async ({ body }) => {
      const site = await siteOf(db, String(body.url ?? ''), '');
      if (!site?.tenant_id) return capDone(null, '交易成功');
      return capDone(
        {
          tenantId: site.tenant_id,
          tenantInfo: site.tenant_info && JSON.stringify(site.tenant_info),
        },
        '交易成功',
      );
    },
    { public: true },
  );

  router.on(
    'post',
    '/cap/auth/v1/SystemInquiry',
    async ({ body }) => {
      const site = await siteOf(db, String(body.url ?? ''), String(body.port ?? ''));
      if (!site?.sys_name) return capDone(null, '交易成功');
      return capDone(
        { sysName: site.sys_name, sysInfo: site.sys_info && JSON.stringify(site.sys_info) },
        '交易成功',
      );
    },
    { public: true },
  );

  router.on(
    'post',
    '/cap/sys/v1/SystemSmsCaptchaInquiry',
    async ({ body, session }) => {
      const scene: SmsScene = body.type || 'default';
      const target = await smsTarget(db, body, session);
      if (body.captcha) {
        if (!(await smsCodeMatches(db, target, [scene], body.captcha, now()))) {
          throw new Refusal(WRONG_CAPTCHA, { replyCode: 'E0003' });
        }
        return capDone(null, '验证通过');
      }
      await sendSmsCode(db, target, scene, now());
      return capDone(null, '验证码已发送');
    },
    { public: true },
  );

  router.on('post', '/cap/auth/v1/UserDataDecryption', async ({ body, session }) => {
    const current = await one<{
      decrypted: boolean;
      tenant_id: string | null;
      login_ip: string | null;
      login_time: Date;
    }>(
      db,
      'SELECT decrypted, tenant_id, login_ip, login_time FROM demo_session WHERE access_token = $1',
      [session.accessToken],
    );
    if (current?.decrypted) {
      throw new Refusal('当前会话数据已解密，请刷新页面', {
        replyCode: 'E0004',
        replyText: '数据已解密',
      });
    }
    const user = await sessionUser(db, session.userId);
    if (body.mobile !== user.data.phone) throw new Refusal('手机号与当前登录用户不符');
    const at = now();
    const pair = { accessToken: newToken(), refreshToken: newToken() };
    await db.transaction(async (tx) => {
      if (!(await useSmsCode(tx, body.mobile, ['dataDecrypt'], body.captcha, at))) {
        throw new Refusal(WRONG_CAPTCHA, { replyCode: 'E0003' });
      }
      await tx.query(
        `INSERT INTO demo_session (access_token, refresh_token, user_id, tenant_id, login_ip, login_time,
           access_expires_at, refresh_expires_at, decrypted) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, true)`,
        [
          pair.accessToken,
          pair.refreshToken,
          user.id,
          current?.tenant_id ?? session.tenantId,
          current?.login_ip ?? null,
          current?.login_time ?? at,
          new Date(at.getTime() + DECRYPTED_ACCESS_MS),
          new Date(at.getTime() + DECRYPTED_REFRESH_MS),
        ],
      );
    });
    // The new tokens replace the old ones (spec 2.6): the undecrypted session ends.
    await sessions.revoke(session.accessToken);
    return capDone(pair, '解密成功');
  });
}

/** True when the session was decrypted through UserDataDecryption. */
export async function sessionDecrypted(db: Queryable, accessToken: string): Promise<boolean> {
  const row = await one<{ decrypted: boolean }>(
    db,
    'SELECT decrypted FROM demo_session WHERE access_token = $1',
    [accessToken],
  );
  return row?.decrypted === true;
}
