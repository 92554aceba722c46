import type { AccountFilters } from '../../../providers/acct-api';
import { ACCT_STATUS, ACCT_TYPE, isCode } from '../../../src/lib/account';

/** The 账户管理 search form's values (dictionary selects give their item value). */
export interface AccountSearchValues {
  acctNo?: string;
  cusName?: string;
  cusCode?: string;
  acctType?: string;
  acctStatus?: string;
}

const trimmed = (text: string | undefined) => text?.trim() || undefined;

/**
 * The AcctInfoInquiry filters of a search: texts trimmed (the account number without the spaces
 * people type into long numbers), codes only when they are codes of their set; empty ones left out.
 */
export function accountFilters(values: AccountSearchValues): AccountFilters {
  return {
    acctNo: trimmed(values.acctNo?.replace(/\s/g, '')),
    cusName: trimmed(values.cusName),
    cusCode: trimmed(values.cusCode),
    acctType: isCode(ACCT_TYPE, values.acctType) ? values.acctType : undefined,
    acctStatus: isCode(ACCT_STATUS, values.acctStatus) ? values.acctStatus : undefined,
  };
}
