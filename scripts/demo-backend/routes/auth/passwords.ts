/**
 * The header menu's passwords (spec 2.6, 5.2, 7.2, 8.4): the login password (old one checked),
 * a customer's payment password (old one checked, five tries) and the operation password (SMS
 * proved), each sent AES-encrypted like the sign-in's credentials.
 */
import { one, type Queryable } from '../../db/database';
import { Refusal } from '../../http/envelope';
import type { ContractRouter } from '../../http/router';
import { passwordMatches } from '../../http/secrets';
import {
  PASSWORD_RULE,
  PASSWORD_RULE_MESSAGE,
  saltedHash,
  saltedHashMatches,
  sessionUser,
  setLoginPassword,
} from './accounts';
import { capDone, decryptedSecret } from './capReplies';
import { WRONG_CAPTCHA } from './capSession';
import { useSmsCode } from './smsCodes';

const PAY_PASSWORD_TRIES = 5;

/** The customer codes of the user's groups (groupBsnObj.cusCode, spec 3). */
export async function customersOf(db: Queryable, userId: string): Promise<string[]> {
  const rows = await db.query<{ cus_code: string }>(
    `SELECT DISTINCT g.bsn_obj->>'cusCode' AS cus_code FROM demo_group_member m
       JOIN demo_group g ON g.id = m.group_id
      WHERE m.user_id = $1 AND g.bsn_obj->>'cusCode' IS NOT NULL`,
    [userId],
  );
  return rows.rows.map((row) => row.cus_code);
}

export function passwordRoutes(router: ContractRouter): void {
  const { db, config, now } = router.deps;
  const key = config.loginAesKey;

  router.on('post', '/cap/auth/v1/UserPasswordUpdating', async ({ body, session }) => {
    const refused = (message: string, replyCode = 'E1001') =>
      new Refusal(message, { replyCode, replyText: '修改失败' });
    if (body.userId !== session.userId) throw refused('只能修改当前登录用户的密码', 'E1003');
    const user = await sessionUser(db, session.userId);
    const oldPassword = decryptedSecret(body.pswOld, key, refused('原登录密码错误'));
    const newPassword = decryptedSecret(body.pswNew, key, refused(PASSWORD_RULE_MESSAGE, 'E1004'));
    if (!(await passwordMatches(oldPassword, user.salt, user.password_hash))) {
      throw refused('原登录密码错误');
    }
    if (!PASSWORD_RULE.test(newPassword)) throw refused(PASSWORD_RULE_MESSAGE, 'E1004');
    await setLoginPassword(db, user.id, newPassword, now(), false);
    return capDone(null, '密码修改成功');
  });

  router.on('post', '/cap/cus/v2/AcctPayPwdModify', async ({ body, session }) => {
    const refused = (message: string) =>
      new Refusal(message, { replyCode: 'E1002', replyText: '修改失败' });
    if (!(await customersOf(db, session.userId)).includes(body.cusCode)) {
      throw refused('当前用户无权修改该客户的支付密码');
    }
    const secret = await one<{ pay_pwd_hash: string | null; pay_pwd_failures: number }>(
      db,
      'SELECT pay_pwd_hash, pay_pwd_failures FROM demo_customer_secret WHERE cus_code = $1',
      [body.cusCode],
    );
    if (!secret?.pay_pwd_hash) throw refused('该客户尚未设置支付密码');
    if (secret.pay_pwd_failures >= PAY_PASSWORD_TRIES) {
      throw refused('原支付密码错误次数过多，已锁定，请联系管理员重置');
    }
    const oldPassword = decryptedSecret(body.payPwdOld, key, refused('原支付密码错误'));
    const newPassword = decryptedSecret(body.payPwd, key, refused(PASSWORD_RULE_MESSAGE));
    if (!(await saltedHashMatches(oldPassword, secret.pay_pwd_hash))) {
      const failures = secret.pay_pwd_failures + 1;
      await db.query('UPDATE demo_customer_secret SET pay_pwd_failures = $2 WHERE cus_code = $1', [
        body.cusCode,
        failures,
      ]);
      const left = PAY_PASSWORD_TRIES - failures;
      throw refused(
        left > 0
          ? `原支付密码错误，还可尝试${left}次`
          : '原支付密码错误次数过多，已锁定，请联系管理员重置',
      );
    }
    if (!PASSWORD_RULE.test(newPassword)) throw refused(PASSWORD_RULE_MESSAGE);
    await db.query(
      'UPDATE demo_customer_secret SET pay_pwd_hash = $2, pay_pwd_failures = 0 WHERE cus_code = $1',
      [body.cusCode, await saltedHash(newPassword)],
    );
    return capDone(null, '修改成功');
  });

  // The set-operation-password call of spec 7.2 (cap.yaml CusSetOpPwd): the signed-in user's own
  // operation password (sys_user.op_password_hash), or a customer's with `cusCode`.
  router.on('post', '/cap/cus/v2/CusSetOpPwd', async ({ body, session }) => {
    const refused = (message: string, replyCode = 'E0003') =>
      new Refusal(message, { replyCode, replyText: '设置失败' });
    const password = decryptedSecret(body.opPsw, key, refused(PASSWORD_RULE_MESSAGE, 'E0006'));
    if (!PASSWORD_RULE.test(password)) throw refused(PASSWORD_RULE_MESSAGE, 'E0006');
    const user = await sessionUser(db, session.userId);
    const target = body.cusCode ? `cus:${body.cusCode}` : String(user.data.phone ?? '');
    const hash = await saltedHash(password);
    await db.transaction(async (tx) => {
      if (!(await useSmsCode(tx, target, ['opPwd'], body.captcha, now()))) {
        throw refused(WRONG_CAPTCHA);
      }
      if (body.cusCode) {
        await tx.query(
          `INSERT INTO demo_customer_secret (cus_code, op_pwd_hash) VALUES ($1, $2)
           ON CONFLICT (cus_code) DO UPDATE SET op_pwd_hash = EXCLUDED.op_pwd_hash`,
          [body.cusCode, hash],
        );
      } else {
        await tx.query('UPDATE sys_user SET op_password_hash = $2 WHERE id = $1', [user.id, hash]);
      }
    });
    return capDone(null, '设置成功');
  });
}
