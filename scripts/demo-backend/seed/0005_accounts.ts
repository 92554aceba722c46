/**
 * Accounts' seed (issue 34 item 5): the login page's sites (the contract's tenant and system list
 * examples, plus localhost for `npm start`), the basic role new users get, the demo accounts'
 * user-centre records, and the payment password of every customer a group acts for (the demo
 * operation password, Op@123456).
 */
import type { Transaction } from '@electric-sql/pglite';
import { hashPassword, newSalt } from '../http/secrets';
import { jeecgDateTime } from '../http/time';
import { BASIC_ROLE_CODE } from '../routes/auth/newUsers';
import { DEFAULT_NOTIFY_PREFS } from '../routes/auth/accounts';
import { replyExample } from './contractExamples';
import { DEMO_ACCOUNTS, DEMO_OPERATION_PASSWORD } from './demoAccounts';

interface ListReply<T> {
  body: { listData: T[] };
}
interface TenantExample {
  tenantId: string;
  url: string;
  tenantStatus: string;
  tenantInfo: string;
}
interface SystemExample {
  sysName: string;
  url: string;
  port: string;
  sysStatus: string;
  sysInfo: string;
}

const BASIC_ROLE_ID = 'f1d3c5b7a9e24c6d8b0a2c4e6f8a0b21';
const BASIC_MENU_URLS = ['/Home', '/account', '/isps/userAnnouncement'];
// Where `npm start` serves the console: the main tenant's sys_tenant id and its branding.
const LOCAL_HOSTS = ['localhost', '127.0.0.1'];
const LOCAL_TENANT_ID = '1';

const INTRODUCTIONS: Record<string, string> = {
  admin: '负责运营支撑平台的日常运维与权限管理。',
  checker: '负责交易、调账与批量代付的复核。',
  merchant: '负责商户平台的日常管理。',
  supervisor: '负责备付金的只读监督。',
};

export default async function seedAccounts(tx: Transaction, now: Date): Promise<void> {
  const tenants = replyExample<ListReply<TenantExample>>(
    'cap',
    'capTenantListInquiry',
    'success',
  ).body.listData.filter((t) => t.tenantStatus === '1');
  const systems = replyExample<ListReply<SystemExample>>(
    'cap',
    'capSystemListInquiry',
    'success',
  ).body.listData.filter((s) => s.sysStatus === '1');
  const sites = new Map<string, unknown[]>();
  const site = (host: string, port: string, tenant?: TenantExample, system?: SystemExample) =>
    sites.set(`${host}:${port}`, [
      host,
      port,
      tenant ? (host === tenant.url ? tenant.tenantId : LOCAL_TENANT_ID) : null,
      tenant ? JSON.parse(tenant.tenantInfo) : null,
      system?.sysName ?? null,
      system ? JSON.parse(system.sysInfo) : null,
    ]);
  for (const tenant of tenants) {
    site(
      tenant.url,
      '',
      tenant,
      systems.find((s) => s.url === tenant.url),
    );
  }
  for (const system of systems) {
    if (!sites.has(`${system.url}:`)) site(system.url, '', undefined, system);
  }
  for (const host of LOCAL_HOSTS) site(host, '', tenants[0], systems[0]);
  for (const row of sites.values()) {
    await tx.query(
      `INSERT INTO demo_login_site (host, port, tenant_id, tenant_info, sys_name, sys_info)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      row,
    );
  }

  // The basic role: 首页, 个人中心 and 我的消息, for registered and newly added users.
  await tx.query('INSERT INTO sys_role (id, role_code, data) VALUES ($1, $2, $3)', [
    BASIC_ROLE_ID,
    BASIC_ROLE_CODE,
    {
      id: BASIC_ROLE_ID,
      roleName: '注册用户',
      roleCode: BASIC_ROLE_CODE,
      description: '自助注册与新增用户的基本角色：首页、个人中心、我的消息',
      createBy: 'admin',
      createTime: jeecgDateTime(now),
      updateBy: null,
      updateTime: null,
    },
  ]);
  await tx.query(
    `WITH RECURSIVE pages AS (
       SELECT id FROM sys_permission WHERE parent_id IS NULL AND data->>'url' = ANY($2::text[])
       UNION SELECT p.id FROM sys_permission p JOIN pages ON p.parent_id = pages.id WHERE p.menu_type < 2)
     INSERT INTO sys_role_permission (role_id, permission_id) SELECT $1, id FROM pages`,
    [BASIC_ROLE_ID, BASIC_MENU_URLS],
  );

  // The demo accounts' user-centre records.
  for (const account of DEMO_ACCOUNTS) {
    await tx.query(
      `INSERT INTO demo_account (user_id, introduction, notify_prefs, pwd_strength, pwd_update_time)
       SELECT id, $2, $3, '3', $4 FROM sys_user WHERE username = $1`,
      [account.username, INTRODUCTIONS[account.username] ?? null, DEFAULT_NOTIFY_PREFS, now],
    );
  }

  // Customers' payment passwords: every customer a group acts for (groupBsnObj.cusCode).
  const customers = await tx.query<{ cus_code: string }>(
    "SELECT DISTINCT bsn_obj->>'cusCode' AS cus_code FROM demo_group WHERE bsn_obj->>'cusCode' IS NOT NULL",
  );
  for (const { cus_code } of customers.rows) {
    const salt = newSalt();
    await tx.query('INSERT INTO demo_customer_secret (cus_code, pay_pwd_hash) VALUES ($1, $2)', [
      cus_code,
      `${salt}$${await hashPassword(DEMO_OPERATION_PASSWORD, salt)}`,
    ]);
  }
}
