/**
 * The account records every account call reads and changes: a sys_user row, its demo_account row
 * (created when first needed), passwords, masking and the system's password rule (spec 5.2).
 */
import { one, type Queryable } from '../../db/database';
import { Refusal } from '../../http/envelope';
import { hashPassword, newSalt, passwordMatches } from '../../http/secrets';

export type Row = Record<string, unknown>;

export interface UserRow {
  id: string;
  username: string;
  password_hash: string;
  salt: string;
  op_password_hash: string | null;
  status: number;
  del_flag: number;
  data: Row;
}

export interface AccountRow {
  user_id: string;
  cert_no: string | null;
  remark: string | null;
  locked: boolean;
  status_reason: string | null;
  introduction: string | null;
  notify_prefs: NotifyPref[] | null;
  pwd_strength: string;
  pwd_update_time: Date | null;
  must_change_password: boolean;
  google_secret: string | null;
  google_bound_at: Date | null;
  google_pending_secret: string | null;
  google_pending_at: Date | null;
}

export interface NotifyPref {
  kind: string;
  inApp: boolean;
  sms: boolean;
  email: boolean;
}

/** 新消息通知's defaults, one per notify_kind (审核待办, 交易提醒, 系统公告, 安全提醒). */
export const DEFAULT_NOTIFY_PREFS: NotifyPref[] = [
  { kind: '01', inApp: true, sms: true, email: false },
  { kind: '02', inApp: true, sms: false, email: false },
  { kind: '03', inApp: true, sms: false, email: true },
  { kind: '04', inApp: true, sms: true, email: true },
];

// The system's password rule as SystemInquiry answers it (cap.yaml CapSystemInfo pwdReg/pwdMsg).
export const PASSWORD_RULE = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[^A-Za-z\d\s]).{8,20}$/;
export const PASSWORD_RULE_MESSAGE = '密码必须为8-20位的英文字母、数字、字符组合';

const USER_COLUMNS = 'id, username, password_hash, salt, op_password_hash, status, del_flag, data';

export function userById(db: Queryable, id: unknown): Promise<UserRow | undefined> {
  if (typeof id !== 'string' || id === '') return Promise.resolve(undefined);
  return one<UserRow>(db, `SELECT ${USER_COLUMNS} FROM sys_user WHERE id = $1 AND del_flag = 0`, [
    id,
  ]);
}

export function userByName(db: Queryable, username: unknown): Promise<UserRow | undefined> {
  if (typeof username !== 'string' || username === '') return Promise.resolve(undefined);
  return one<UserRow>(
    db,
    `SELECT ${USER_COLUMNS} FROM sys_user WHERE username = $1 AND del_flag = 0`,
    [username],
  );
}

export function userByPhone(db: Queryable, phone: unknown): Promise<UserRow | undefined> {
  if (typeof phone !== 'string' || phone === '') return Promise.resolve(undefined);
  return one<UserRow>(
    db,
    `SELECT ${USER_COLUMNS} FROM sys_user WHERE data->>'phone' = $1 AND del_flag = 0`,
    [phone],
  );
}

/** The signed-in user (the session was checked; a user deleted since is refused). */
export async function sessionUser(db: Queryable, userId: string): Promise<UserRow> {
  const user = await userById(db, userId);
  if (!user) throw new Refusal('当前用户不存在');
  return user;
}

export async function accountOf(db: Queryable, userId: string): Promise<AccountRow> {
  await db.query('INSERT INTO demo_account (user_id) VALUES ($1) ON CONFLICT DO NOTHING', [userId]);
  return (await one<AccountRow>(db, 'SELECT * FROM demo_account WHERE user_id = $1', [userId]))!;
}

/** Merges `changes` into the user's record (the JSON the /sys lists read). */
export async function updateUserData(db: Queryable, userId: string, changes: Row): Promise<void> {
  await db.query('UPDATE sys_user SET data = data || $2::jsonb WHERE id = $1', [userId, changes]);
}

/** 1 弱, 2 中, 3 强 (dictionary pwd_strength): character classes and length. */
export function passwordStrength(password: string): '1' | '2' | '3' {
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d]/].filter((re) => re.test(password)).length;
  if (password.length >= 10 && classes >= 3) return '3';
  if (password.length >= 8 && classes >= 2) return '2';
  return '1';
}

/** `salt$hash`, the form of sys_user.op_password_hash and the customers' secrets. */
export async function saltedHash(password: string): Promise<string> {
  const salt = newSalt();
  return `${salt}$${await hashPassword(password, salt)}`;
}

export async function saltedHashMatches(password: string, stored: string | null) {
  const [salt, hash] = (stored ?? '').split('$');
  return Boolean(salt && hash) && passwordMatches(password, salt!, hash!);
}

/** Sets a login password: new salt and hash, its strength and time kept for 安全设置. */
export async function setLoginPassword(
  db: Queryable,
  userId: string,
  password: string,
  at: Date,
  mustChange: boolean,
): Promise<void> {
  const salt = newSalt();
  await db.query('UPDATE sys_user SET password_hash = $2, salt = $3 WHERE id = $1', [
    userId,
    await hashPassword(password, salt),
    salt,
  ]);
  await accountOf(db, userId);
  await db.query(
    `UPDATE demo_account SET pwd_strength = $2, pwd_update_time = $3, must_change_password = $4
      WHERE user_id = $1`,
    [userId, passwordStrength(password), at, mustChange],
  );
}

/** 13800138000 → 138****8000 */
export function maskMobile(mobile: unknown): string | null {
  const text = typeof mobile === 'string' ? mobile : '';
  return text.length >= 7 ? `${text.slice(0, 3)}****${text.slice(-4)}` : null;
}

/** admin@hengtongpay.com → adm***@hengtongpay.com */
export function maskEmail(email: unknown): string | null {
  if (typeof email !== 'string' || !email.includes('@')) return null;
  const [local, domain] = email.split('@');
  return `${local!.slice(0, 3)}***@${domain}`;
}

/** 330106198803121233 → 3301**********1233 */
export function maskCertNo(certNo: string | null): string | null {
  if (!certNo) return null;
  return certNo.length > 8
    ? `${certNo.slice(0, 4)}${'*'.repeat(certNo.length - 8)}${certNo.slice(-4)}`
    : certNo;
}

/** 183.129.12.45 → 183.129.***.45 */
export function maskIp(ip: string | null): string | null {
  const parts = (ip ?? '').split('.');
  return parts.length === 4 ? `${parts[0]}.${parts[1]}.***.${parts[3]}` : ip;
}
