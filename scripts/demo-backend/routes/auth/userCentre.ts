/**
 * 个人中心 (spec 2.7 base, avatar, binding, notification, security; cap.yaml UserProfile… to
 * UserGoogleAuthBinding): the signed-in user's own profile, bindings, notice preferences and
 * security state, with a real TOTP authenticator (./totp).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { components } from '../../../../src/api/generated/cap';
import { one, type Queryable } from '../../db/database';
import { Refusal } from '../../http/envelope';
import type { ContractRouter } from '../../http/router';
import { newToken } from '../../http/secrets';
import { jeecgDateTime } from '../../http/time';
import {
  accountOf,
  maskEmail,
  maskIp,
  maskMobile,
  sessionUser,
  updateUserData,
  userByPhone,
  DEFAULT_NOTIFY_PREFS,
  type UserRow,
} from './accounts';
import { capDone } from './capReplies';
import { WRONG_CAPTCHA } from './capSession';
import { customersOf } from './passwords';
import { qrCodeDataUrl } from './qrImage';
import { useSmsCode } from './smsCodes';
import { newTotpSecret, otpauthUrl, totpMatches } from './totp';

type Profile = components['schemas']['CapUserProfile'];
type Security = components['schemas']['CapUserSecurity'];

const ALTER_TOKEN_SECONDS = 600;
const PENDING_SECRET_MS = 10 * 60_000;
const ISSUER = '汇联支付';
const LANDLINE = /^\d{3,4}-\d{7,8}$/;
const MOBILE = /^1\d{10}$/;

const textOrNull = (value: unknown): string | null =>
  value === null || value === undefined || value === '' ? null : String(value);

async function orgNameOf(db: Queryable, user: UserRow): Promise<string | null> {
  if (typeof user.data.orgCodeTxt === 'string' && user.data.orgCodeTxt) return user.data.orgCodeTxt;
  const row = await one<{ name: string }>(
    db,
    "SELECT data->>'departName' AS name FROM sys_depart WHERE org_code = $1",
    [user.data.orgCode ?? ''],
  );
  return row?.name ?? null;
}

async function profileOf(db: Queryable, userId: string): Promise<Profile> {
  const user = await sessionUser(db, userId);
  const account = await accountOf(db, userId);
  return {
    userId: user.id,
    username: user.username,
    realname: String(user.data.realname ?? ''),
    sex: textOrNull(user.data.sex),
    telephone: textOrNull(user.data.telephone),
    introduction: account.introduction,
    avatar: textOrNull(user.data.avatar),
    orgName: await orgNameOf(db, user),
    workNo: textOrNull(user.data.workNo),
    mobileMasked: maskMobile(user.data.phone),
    emailMasked: maskEmail(user.data.email),
  };
}

async function securityOf(db: Queryable, userId: string): Promise<Security> {
  const user = await sessionUser(db, userId);
  const account = await accountOf(db, userId);
  const customers = await customersOf(db, userId);
  const paySet = await one<{ n: number }>(
    db,
    'SELECT count(*)::int AS n FROM demo_customer_secret WHERE cus_code = ANY($1::text[]) AND pay_pwd_hash IS NOT NULL',
    [customers],
  );
  const last = await one<{ login_time: Date; login_ip: string | null }>(
    db,
    'SELECT login_time, login_ip FROM demo_session WHERE user_id = $1 ORDER BY login_time DESC LIMIT 1',
    [userId],
  );
  return {
    pwdStrength: account.pwd_strength,
    pwdUpdateTime: account.pwd_update_time
      ? jeecgDateTime(new Date(account.pwd_update_time))
      : null,
    payPwdSet: (paySet?.n ?? 0) > 0,
    opPwdSet: user.op_password_hash !== null,
    googleAuthBound: account.google_secret !== null,
    lastLoginTime: last ? jeecgDateTime(new Date(last.login_time)) : null,
    lastLoginIp: last ? maskIp(last.login_ip) : null,
  };
}

/** A file the store holds: in the data folder, or a stored-file record (FileUpload's). */
async function fileHeld(db: Queryable, filesDir: string, storedPath: string): Promise<boolean> {
  const root = path.resolve(filesDir);
  const file = path.resolve(root, storedPath);
  if (!file.startsWith(root + path.sep)) return false;
  if (existsSync(file)) return true;
  // The file area's records (its migration) list files the data folder gets on first read.
  const table = await one<{ name: string | null }>(
    db,
    "SELECT to_regclass('demo_stored_file')::text AS name",
  );
  if (!table?.name) return false;
  return (
    (await one(db, 'SELECT 1 FROM demo_stored_file WHERE file_path = $1', [storedPath])) !==
    undefined
  );
}

export function userCentreRoutes(router: ContractRouter): void {
  const { db, config, now } = router.deps;

  router.on('post', '/cap/auth/v1/UserProfileInquiry', async ({ session }) =>
    capDone(await profileOf(db, session.userId), '交易成功'),
  );

  router.on('post', '/cap/auth/v1/UserProfileUpdating', async ({ body, session }) => {
    const refused = (message: string, replyCode: string) =>
      new Refusal(message, { replyCode, replyText: '保存失败' });
    const realname = (body.realname ?? '').trim();
    if (!realname) throw refused('姓名不能为空', 'E6101');
    const telephone = (body.telephone ?? '').trim();
    if (telephone && !LANDLINE.test(telephone) && !MOBILE.test(telephone)) {
      throw refused('联系电话格式不正确，请填写座机或手机号码', 'E6102');
    }
    const sex = body.sex === '1' || body.sex === '2' ? Number(body.sex) : null;
    await db.transaction(async (tx) => {
      await updateUserData(tx, session.userId, {
        realname,
        sex,
        telephone: telephone || null,
        updateBy: session.username,
        updateTime: jeecgDateTime(now()),
      });
      await accountOf(tx, session.userId);
      await tx.query('UPDATE demo_account SET introduction = $2 WHERE user_id = $1', [
        session.userId,
        (body.introduction ?? '').trim() || null,
      ]);
    });
    return capDone(await profileOf(db, session.userId), '保存成功');
  });

  router.on('post', '/cap/auth/v1/UserProfileAvatarModify', async ({ body, session }) => {
    const user = await sessionUser(db, session.userId);
    if (body.avatar !== user.data.avatar && !(await fileHeld(db, config.filesDir, body.avatar))) {
      throw new Refusal('头像文件不存在或已过期，请重新上传', {
        replyCode: 'E6103',
        replyText: '更换失败',
      });
    }
    await updateUserData(db, user.id, { avatar: body.avatar, updateTime: jeecgDateTime(now()) });
    return capDone(await profileOf(db, user.id), '头像已更换');
  });

  router.on('post', '/cap/auth/v1/UserBindingMobileVerify', async ({ body, session }) => {
    const user = await sessionUser(db, session.userId);
    const at = now();
    const token = `ALT${newToken().slice(0, 24)}`;
    await db.transaction(async (tx) => {
      if (!(await useSmsCode(tx, String(user.data.phone ?? ''), ['mobileOld'], body.captcha, at))) {
        throw new Refusal(WRONG_CAPTCHA, { replyCode: 'E6111', replyText: '验证失败' });
      }
      await tx.query(
        'INSERT INTO demo_alter_token (token, user_id, expires_at) VALUES ($1, $2, $3)',
        [token, user.id, new Date(at.getTime() + ALTER_TOKEN_SECONDS * 1000)],
      );
    });
    return capDone({ alterToken: token, expiresIn: ALTER_TOKEN_SECONDS }, '验证通过');
  });

  router.on('post', '/cap/auth/v1/UserBindingMobileModify', async ({ body, session }) => {
    const refused = (message: string, replyCode: string) =>
      new Refusal(message, { replyCode, replyText: '更换失败' });
    const at = now();
    const live = await one(
      db,
      'SELECT 1 FROM demo_alter_token WHERE token = $1 AND user_id = $2 AND used_at IS NULL AND expires_at > $3',
      [body.alterToken, session.userId, at],
    );
    if (!live) throw refused('原手机号验证已过期，请重新验证', 'E6113');
    const holder = await userByPhone(db, body.mobile);
    if (holder && holder.id !== session.userId) throw refused('该手机号已绑定其他账号', 'E6112');
    await db.transaction(async (tx) => {
      if (!(await useSmsCode(tx, body.mobile, ['mobileNew'], body.captcha, at))) {
        throw refused(WRONG_CAPTCHA, 'E6111');
      }
      await tx.query('UPDATE demo_alter_token SET used_at = $2 WHERE token = $1', [
        body.alterToken,
        at,
      ]);
      await updateUserData(tx, session.userId, {
        phone: body.mobile,
        updateTime: jeecgDateTime(at),
      });
    });
    return capDone(await profileOf(db, session.userId), '手机号已更换');
  });

  router.on('post', '/cap/auth/v1/UserBindingEmailModify', async ({ body, session }) => {
    const email = body.email.trim();
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
      throw new Refusal('邮箱格式不正确', { replyCode: 'E6115', replyText: '绑定失败' });
    }
    const taken = await one(
      db,
      "SELECT 1 FROM sys_user WHERE lower(data->>'email') = lower($1) AND id <> $2 AND del_flag = 0",
      [email, session.userId],
    );
    if (taken)
      throw new Refusal('该邮箱已绑定其他账号', { replyCode: 'E6114', replyText: '绑定失败' });
    await updateUserData(db, session.userId, { email, updateTime: jeecgDateTime(now()) });
    return capDone(await profileOf(db, session.userId), '邮箱已绑定');
  });

  router.on('post', '/cap/auth/v1/UserNotifyPrefInquiry', async ({ session }) => {
    const account = await accountOf(db, session.userId);
    return capDone({ prefs: account.notify_prefs ?? DEFAULT_NOTIFY_PREFS }, '交易成功');
  });

  router.on('post', '/cap/auth/v1/UserNotifyPrefModify', async ({ body, session }) => {
    const sent = new Map((body.prefs ?? []).map((pref) => [pref.kind, pref]));
    const prefs = DEFAULT_NOTIFY_PREFS.map(({ kind }) => {
      const pref = sent.get(kind);
      return {
        kind,
        inApp: pref?.inApp === true,
        sms: pref?.sms === true,
        email: pref?.email === true,
      };
    });
    const security = prefs.find((pref) => pref.kind === '04')!;
    if (!security.inApp && !security.sms && !security.email) {
      throw new Refusal('安全提醒至少保留一种接收方式', {
        replyCode: 'E6121',
        replyText: '保存失败',
      });
    }
    await accountOf(db, session.userId);
    await db.query('UPDATE demo_account SET notify_prefs = $2 WHERE user_id = $1', [
      session.userId,
      prefs,
    ]);
    return capDone({ prefs }, '保存成功');
  });

  router.on('post', '/cap/auth/v1/UserSecurityInquiry', async ({ session }) =>
    capDone(await securityOf(db, session.userId), '交易成功'),
  );

  router.on('post', '/cap/auth/v1/UserGoogleAuthInquiry', async ({ session }) => {
    const account = await accountOf(db, session.userId);
    if (account.google_secret) {
      throw new Refusal('已绑定谷歌验证器，如需更换请先解绑', {
        replyCode: 'E6131',
        replyText: '操作失败',
      });
    }
    const secret = newTotpSecret();
    await db.query(
      'UPDATE demo_account SET google_pending_secret = $2, google_pending_at = $3 WHERE user_id = $1',
      [session.userId, secret, now()],
    );
    const url = otpauthUrl(ISSUER, session.username, secret);
    return capDone(
      {
        secret,
        account: session.username,
        issuer: ISSUER,
        otpauthUrl: url,
        qrImage: qrCodeDataUrl(url),
      },
      '交易成功',
    );
  });

  router.on('post', '/cap/auth/v1/UserGoogleAuthBinding', async ({ body, session }) => {
    const refused = (message: string, replyCode: string) =>
      new Refusal(message, { replyCode, replyText: '绑定失败' });
    const account = await accountOf(db, session.userId);
    const at = now();
    const issuedAt = account.google_pending_at ? new Date(account.google_pending_at).getTime() : 0;
    if (
      !account.google_pending_secret ||
      account.google_pending_secret !== body.secret ||
      at.getTime() - issuedAt > PENDING_SECRET_MS
    ) {
      throw refused('绑定密钥已过期，请重新获取二维码', 'E6133');
    }
    if (!totpMatches(body.secret, body.code, at)) {
      throw refused('动态验证码错误，请核对手机时间后重试', 'E6132');
    }
    await db.query(
      `UPDATE demo_account SET google_secret = google_pending_secret, google_bound_at = $2,
         google_pending_secret = NULL, google_pending_at = NULL WHERE user_id = $1`,
      [session.userId, at],
    );
    return capDone(await securityOf(db, session.userId), '绑定成功');
  });
}
