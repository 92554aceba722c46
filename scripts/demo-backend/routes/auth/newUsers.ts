/**
 * Users who did not come from the seed: self-registration (/sys/user/register) and 公司管理's
 * 新增用户 (UserAddtion). Both start with the basic role (首页, 个人中心, 我的消息), as JeecgBoot
 * gives a registered user its temporary role, so their first sign-in has a menu.
 */
import type { Queryable } from '../../db/database';
import { hashPassword, newId, newSalt } from '../../http/secrets';
import { jeecgDateTime } from '../../http/time';
import { accountOf, passwordStrength, type Row } from './accounts';

export const BASIC_ROLE_CODE = 'registered_user';

export interface NewUser {
  username: string;
  password: string;
  realname: string;
  phone: string;
  email?: string | null;
  createBy: string;
}

export async function createUser(
  db: Queryable,
  user: NewUser,
  at: Date,
  options: { mustChangePassword: boolean },
): Promise<string> {
  const id = newId();
  const salt = newSalt();
  const data: Row = {
    id,
    username: user.username,
    realname: user.realname,
    avatar: null,
    birthday: null,
    sex: null,
    email: user.email ?? null,
    phone: user.phone,
    orgCode: null,
    orgCodeTxt: null,
    status: 1,
    delFlag: 0,
    workNo: null,
    post: null,
    telephone: null,
    createBy: user.createBy,
    createTime: jeecgDateTime(at),
    updateBy: null,
    updateTime: null,
    activitiSync: 1,
    userIdentity: 1,
    departIds: null,
    relTenantIds: '1',
    clientId: null,
    homePath: null,
  };
  await db.query(
    `INSERT INTO sys_user (id, username, password_hash, salt, status, data, create_time)
     VALUES ($1, $2, $3, $4, 1, $5, $6)`,
    [id, user.username, await hashPassword(user.password, salt), salt, data, at],
  );
  await db.query(
    `INSERT INTO sys_user_role (user_id, role_id)
     SELECT $1, id FROM sys_role WHERE role_code = $2`,
    [id, BASIC_ROLE_CODE],
  );
  await accountOf(db, id);
  await db.query(
    `UPDATE demo_account SET pwd_strength = $2, pwd_update_time = $3, must_change_password = $4
      WHERE user_id = $1`,
    [id, passwordStrength(user.password), at, options.mustChangePassword],
  );
  return id;
}
