/**
 * Sign-in, refresh, logout and the signed-in user's menu (spec 4, 7.2, 8.1), against the users,
 * roles and sessions in the database.
 */
import type { components } from '../../../../src/api/generated/cap';
import { all, type Queryable } from '../../db/database';
import { capOk, Refusal, sysOk } from '../../http/envelope';
import type { ContractRouter } from '../../http/router';
import { decryptCredential, newId, passwordMatches } from '../../http/secrets';
import { userByName } from './accounts';
import { captchaMatches } from './captchaImage';
import { checkUserIsEffective, openSignIn } from './openSession';
import { jeecgDateTime } from '../../http/time';
import { menuTree, type PermissionData } from '../../seed/menu';

type Row = Record<string, unknown>;
type CapResourceJson = components['schemas']['CapResourceJson'];

export const WRONG_CREDENTIALS = '用户名或密码错误';
export const UNKNOWN_USER = '该用户不存在，请注册';
export const FROZEN_USER = '该用户已冻结';
export const CAPTCHA_MISSING = '验证码无效';
export const CAPTCHA_WRONG = '验证码错误';

function credential(cipherText: unknown, key: string): string {
  if (typeof cipherText !== 'string' || cipherText === '') throw new Refusal(WRONG_CREDENTIALS);
  try {
    return decryptCredential(cipherText, key);
  } catch {
    throw new Refusal(WRONG_CREDENTIALS);
  }
}

export async function writeLoginLog(
  db: Queryable,
  user: Row,
  ip: string | null,
  at: Date,
  content: string,
  requestUrl = '/sys/login',
): Promise<void> {
  const id = newId();
  await db.query('INSERT INTO sys_log (id, log_type, data, create_time) VALUES ($1, 1, $2, $3)', [
    id,
    {
      id,
      logType: 1,
      logContent: content,
      operateType: null,
      userid: user.username,
      username: user.realname,
      ip,
      method: null,
      requestUrl,
      requestParam: null,
      requestType: 'POST',
      costTime: null,
      createBy: user.username,
      createTime: jeecgDateTime(at),
      updateBy: null,
      updateTime: null,
    },
    at,
  ]);
}

const policy = (p: PermissionData): '1' | '2' => (p.permsType === '2' ? '2' : '1');

/** The menu, the granted buttons and every button, from the user's roles. */
export async function resourcesOf(db: Queryable, userId: string): Promise<CapResourceJson> {
  const rows = await all<{ data: PermissionData; granted: boolean }>(
    db,
    `SELECT p.data, EXISTS (
         SELECT 1 FROM sys_role_permission rp JOIN sys_user_role ur ON ur.role_id = rp.role_id
          WHERE rp.permission_id = p.id AND ur.user_id = $1) AS granted
       FROM sys_permission p ORDER BY p.menu_type, p.sort_no`,
    [userId],
  );
  const granted = rows.filter((row) => row.granted).map((row) => row.data);
  const buttons = rows.filter((row) => row.data.menuType === 2).map((row) => row.data);
  return {
    menu: menuTree(granted),
    auth: granted
      .filter((p) => p.menuType === 2 && p.status === '1' && p.perms)
      .map((p) => ({ action: p.perms!, type: policy(p), describe: p.name })),
    allAuth: buttons
      .filter((p) => p.perms)
      .map((p) => ({
        action: p.perms!,
        status: p.status === '1' ? ('1' as const) : ('0' as const),
        type: policy(p),
        describe: p.name,
      })),
    sysSafeMode: false,
  };
}

export function signInRoutes(router: ContractRouter): void {
  const { db, config, sessions, now } = router.deps;

  router.on(
    'post',
    '/sys/login',
    async ({ body, context }) => {
      // The image captcha is optional (the contract's deviation): checked when the console sends
      // its key, as JeecgBoot checks it (none → 验证码无效, wrong or expired → code 412).
      if (body.checkKey || body.captcha) {
        if (!body.checkKey || !body.captcha) throw new Refusal(CAPTCHA_MISSING);
        if (!(await captchaMatches(db, body.checkKey, body.captcha, now()))) {
          throw new Refusal(CAPTCHA_WRONG, { code: 412 });
        }
      }
      const username = credential(body.username, config.loginAesKey);
      const password = credential(body.password, config.loginAesKey);
      const user = await userByName(db, username);
      if (!user) throw new Refusal(UNKNOWN_USER);
      if (!(await passwordMatches(password, user.salt, user.password_hash))) {
        throw new Refusal(WRONG_CREDENTIALS);
      }
      checkUserIsEffective(user);
      return sysOk(await openSignIn(router.deps, user, context, '/sys/login'), '登录成功');
    },
    { public: true },
  );

  router.on(
    'post',
    '/cap/auth/v1/RefreshToken',
    async ({ body }) => {
      const pair = await sessions.rotate(String(body.refreshToken ?? ''));
      if (!pair) throw new Refusal('刷新令牌已失效，请重新登录', { replyCode: 'E0401' });
      return capOk(pair);
    },
    { public: true },
  );

  router.on('get', '/cap/auth/v1/UserLogout', async ({ session }) => {
    await sessions.revoke(session.accessToken);
    return capOk(null);
  });

  router.on('post', '/sys/logout', async ({ session }) => {
    await sessions.revoke(session.accessToken);
    return sysOk(null, '退出登录成功！');
  });

  router.on('get', '/cap/auth/v1/UserResourceListInquiry', async ({ session }) =>
    capOk({ resourceJson: await resourcesOf(db, session.userId) }),
  );
}
