/**
 * The demo accounts of issue 34 (seed/demo-accounts.json, which scripts/start.mjs prints and the
 * README lists). Each signs in with its own password; all share the operation password that money
 * movement asks for.
 */
import demo from './demo-accounts.json';

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

export const DEMO_OPERATION_PASSWORD: string = demo.operationPassword;
export const DEMO_ACCOUNTS: readonly DemoAccount[] = demo.accounts;
