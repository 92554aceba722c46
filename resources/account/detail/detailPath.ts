/** The 账户详情 tab of an account: the demo menu's hidden /acct/acctInfoDetail/:acctNo. */
export const accountDetailPath = (acctNo: string): string =>
  `/acct/acctInfoDetail/${encodeURIComponent(acctNo)}`;

/** The demo menu's 账户管理 (cap.yaml UserResourceList). */
export const ACCOUNT_LIST_PATH = '/acct/acctInfoList';
