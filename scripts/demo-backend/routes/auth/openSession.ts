/**
 * A sign-in other than by password (phone, third party, CAS): the same checks of the user, a new
 * session, a login log line and the same reply parts as /sys/login (spec 7.2 "same").
 */
import type { Context } from 'hono';
import type { components } from '../../../../src/api/generated/sys';
import { Refusal } from '../../http/envelope';
import type { Deps } from '../../http/router';
import { FROZEN_USER, UNKNOWN_USER, writeLoginLog } from './signIn';
import { allDictItems, departsOf, loginUserInfo, tenantsOf } from './signedInUser';
import type { UserRow } from './accounts';

type LoginResult = components['schemas']['LoginResult'];

export function clientIp(context: Context): string {
  return context.req.header('x-forwarded-for')?.split(',')[0]?.trim() || '127.0.0.1';
}

/** JeecgBoot's checkUserIsEffective: unknown, then frozen. */
export function checkUserIsEffective(user: UserRow | undefined): asserts user is UserRow {
  if (!user) throw new Refusal(UNKNOWN_USER);
  if (user.status !== 1) throw new Refusal(FROZEN_USER);
}

export async function openSignIn(
  deps: Deps,
  user: UserRow,
  context: Context,
  requestUrl: string,
): Promise<LoginResult> {
  const { db, sessions, now } = deps;
  const tenants = await tenantsOf(db, user.data);
  const departs = await departsOf(db, user.id);
  const ip = clientIp(context);
  const tokens = await sessions.open(user.id, tenants[0] ? String(tenants[0].id) : null, ip);
  await writeLoginLog(db, user.data, ip, now(), `用户名: ${user.username},登录成功！`, requestUrl);
  return {
    token: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    userInfo: await loginUserInfo(db, user.data),
    sysAllDictItems: await allDictItems(db),
    departs,
    multi_depart: departs.length > 1 ? 2 : departs.length === 1 ? 1 : 0,
    tenantList: tenants,
  };
}
