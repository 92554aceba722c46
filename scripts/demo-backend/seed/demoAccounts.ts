/**
 * The demo accounts of issue 34, printed by `npm start` and listed in the README. Each signs in
 * with its own password; all share the operation password that money movement asks for.
 */
export const DEMO_OPERATION_PASSWORD = 'Op@123456';

export interface DemoAccount {
  username: string;
  password: string;
  realname: string;
  /** Who the account is, as `npm start` prints it. */
  who: string;
  /** The role whose menu and buttons the account gets. */
  roleCode: string;
  /** The user groups (and so the systems) the account belongs to, first the one it starts in. */
  groupIds: readonly string[];
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    username: 'admin',
    password: 'Admin@123456',
    realname: '系统管理员',
    who: '平台运营（发起人），全部菜单',
    roleCode: 'admin',
    groupIds: ['GRP1001', 'GRP2001', 'GRP3001', 'GRP4001'],
  },
  {
    username: 'checker',
    password: 'Checker@123456',
    realname: '复核员',
    who: '平台运营（复核人），有审核权限',
    roleCode: 'checker',
    groupIds: ['GRP1001'],
  },
  {
    username: 'merchant',
    password: 'Merchant@123456',
    realname: '商户管理员',
    who: '商户管理员：商户平台与其首页',
    roleCode: 'merchant_admin',
    groupIds: ['GRP3001'],
  },
  {
    username: 'supervisor',
    password: 'Super@123456',
    realname: '监管专员',
    who: '资金监管：只读监督与其首页',
    roleCode: 'supervisor',
    groupIds: ['GRP4001'],
  },
];
