/**
 * The rest of the sign-in family (spec 7.2, 2.1; issue 34 item 5): phone sign-in, third-party and
 * CAS sign-in, the image captcha, registration, and the SMS-proved mobile change, verification and
 * password reset of the sign-in pages. JeecgBoot 3.4.3's messages and codes (the contract's).
 */
import { randomBytes } from 'node:crypto';
import { one } from '../../db/database';
import { Refusal, sysListOk, sysOk } from '../../http/envelope';
import type { ContractRouter } from '../../http/router';
import {
  PASSWORD_RULE,
  PASSWORD_RULE_MESSAGE,
  accountOf,
  sessionUser,
  setLoginPassword,
  updateUserData,
  userById,
  userByName,
  userByPhone,
} from './accounts';
import { issueCaptcha } from './captchaImage';
import { createUser } from './newUsers';
import { checkUserIsEffective, openSignIn } from './openSession';
import { loginUserInfo } from './signedInUser';
import { isMobile, smsCodeMatches, useSmsCode } from './smsCodes';
import { totpMatches } from './totp';

const WRONG_SMS_CODE = '手机验证码错误';
const THIRD_TYPES = ['github', 'wechat_enterprise', 'dingtalk'];
const USERNAME_RULE = /^\w{4,18}$/;

export function signInFamilyRoutes(router: ContractRouter): void {
  const { deps } = router;
  const { db, sessions, now } = deps;

  router.on(
    'post',
    '/sys/phoneLogin',
    async ({ body, context }) => {
      const user = await userByPhone(db, body.mobile);
      checkUserIsEffective(user);
      if (!(await useSmsCode(db, body.mobile, ['login'], body.captcha, now()))) {
        // A JeecgBoot oddity the contract keeps: success true, code 0 (the console reads code).
        return {
          success: true,
          message: WRONG_SMS_CODE,
          code: 0,
          result: null,
          timestamp: Date.now(),
        };
      }
      return sysOk(await openSignIn(deps, user, context, '/sys/phoneLogin'), '登录成功');
    },
    { public: true },
  );

  // The third party's callback hands the console a token of a session it opened for the bound
  // user (JeecgBoot: a JWT naming the user); this exchanges it for the session's user.
  router.on(
    'get',
    '/sys/thirdLogin/getLoginUser/{token}/{thirdType}',
    async ({ params }) => {
      if (!THIRD_TYPES.includes(params.thirdType ?? ''))
        throw new Refusal('不支持的第三方登录类型');
      const session = await sessions.find(params.token ?? '');
      if (!session) throw new Refusal('该第三方账号未绑定系统用户');
      const user = await userById(db, session.userId);
      checkUserIsEffective(user);
      return sysOk(
        {
          token: session.accessToken,
          refreshToken: session.refreshToken,
          userInfo: await loginUserInfo(db, user.data),
        },
        '登录成功',
      );
    },
    { public: true },
  );

  router.on(
    'get',
    '/sys/cas/client/validateLogin',
    async ({ query, context }) => {
      for (const name of ['ticket', 'service'] as const) {
        if (!query[name]) {
          throw new Refusal(
            `Required request parameter '${name}' for method parameter type String is not present`,
          );
        }
      }
      const ticket = await one<{ user_id: string }>(
        db,
        `UPDATE demo_cas_ticket SET used_at = $3
          WHERE ticket = $1 AND service = $2 AND used_at IS NULL AND expires_at > $3
          RETURNING user_id`,
        [query.ticket, query.service, now()],
      );
      if (!ticket) throw new Refusal('验证失败，CAS票据无效');
      const user = await userById(db, ticket.user_id);
      checkUserIsEffective(user);
      const signedIn = await openSignIn(deps, user, context, '/sys/cas/client/validateLogin');
      const { token, refreshToken, userInfo, departs, multi_depart } = signedIn;
      return sysOk({ token, refreshToken, userInfo, departs, multi_depart }, '登录成功');
    },
    { public: true },
  );

  router.on(
    'get',
    '/sys/randomImage/{key}',
    async ({ params }) => sysListOk(await issueCaptcha(db, params.key ?? '', now())),
    { public: true },
  );

  router.on(
    'post',
    '/sys/user/register',
    async ({ body }) => {
      const phone = body.phone;
      const username = body.username || phone;
      const password = body.password || randomBytes(6).toString('base64url');
      if (!USERNAME_RULE.test(username))
        throw new Refusal('用户名须为4-18位的英文字母、数字或下划线');
      if (await userByName(db, username)) throw new Refusal('用户名已注册');
      if (!isMobile(phone)) throw new Refusal('请输入正确的手机号码');
      if (await userByPhone(db, phone)) throw new Refusal('该手机号已注册');
      if (
        body.email &&
        (await one(db, "SELECT 1 FROM sys_user WHERE data->>'email' = $1", [body.email]))
      ) {
        throw new Refusal('邮箱已被注册');
      }
      if (body.password && !PASSWORD_RULE.test(password)) throw new Refusal(PASSWORD_RULE_MESSAGE);
      await db.transaction(async (tx) => {
        if (!(await useSmsCode(tx, phone, ['register'], body.smscode, now()))) {
          throw new Refusal(WRONG_SMS_CODE);
        }
        await createUser(
          tx,
          { username, password, realname: username, phone, email: body.email, createBy: username },
          now(),
          { mustChangePassword: false },
        );
      });
      return sysOk('注册成功', '注册成功');
    },
    { public: true },
  );

  router.on(
    'post',
    '/sys/user/phoneVerification',
    async ({ body }) => {
      // Checked, not used up: the reset's passwordChange proves the same code again.
      const scenes = ['alteration', 'loginPwdReset'];
      if (!(await smsCodeMatches(db, body.phone, scenes, body.smscode, now()))) {
        throw new Refusal(WRONG_SMS_CODE, { code: 0 });
      }
      const user = await userByPhone(db, body.phone);
      if (!user) throw new Refusal('该手机号未绑定任何账号');
      return sysListOk({ username: user.username, smscode: body.smscode });
    },
    { public: true },
  );

  router.on('put', '/sys/user/updateMobile', async ({ body, session }) => {
    const user = await sessionUser(db, session.userId);
    if (!isMobile(body.phone)) throw new Refusal('请输入正确的手机号码');
    const holder = await userByPhone(db, body.phone);
    if (holder && holder.id !== user.id) throw new Refusal('该手机号已存在！');
    await db.transaction(async (tx) => {
      if (!(await useSmsCode(tx, body.phone, ['alteration'], body.smscode, now()))) {
        throw new Refusal(WRONG_SMS_CODE);
      }
      await updateUserData(tx, user.id, { phone: body.phone });
    });
    return sysOk('手机号设置成功!', '手机号设置成功!');
  });

  router.on(
    'post',
    '/sys/user/identityVerification',
    async ({ body, session }) => {
      if (body.type === 'google') {
        const user = await userByName(db, body.username || session?.username);
        const account = user && (await accountOf(db, user.id));
        if (!account?.google_secret) throw new Refusal('该账号未绑定谷歌验证器');
        if (!totpMatches(account.google_secret, body.code, now())) {
          throw new Refusal('验证码错误或已过期');
        }
      } else if (!(await useSmsCode(db, body.phone ?? '', ['verification'], body.code, now()))) {
        throw new Refusal('验证码错误或已过期');
      }
      return sysOk(true, '验证成功');
    },
    { public: true },
  );

  router.on(
    'get',
    '/sys/user/passwordChange',
    async ({ query }) => {
      const { username, password, smscode, phone } = query;
      const user = await userByName(db, username);
      if (!user || !phone || user.data.phone !== phone || !password) {
        throw new Refusal('重置密码失败！', { code: 0 });
      }
      if (!PASSWORD_RULE.test(password)) throw new Refusal(PASSWORD_RULE_MESSAGE, { code: 0 });
      await db.transaction(async (tx) => {
        if (!(await useSmsCode(tx, phone, ['loginPwdReset'], smscode, now()))) {
          throw new Refusal('短信验证码不匹配！', { code: 0 });
        }
        await setLoginPassword(tx, user.id, password, now(), false);
      });
      return sysListOk(null, '密码重置完成！');
    },
    { public: true },
  );
}
