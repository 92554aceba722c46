/**
 * The money movements started from an account (issue 17 item 2): 充值, 提现, 转账, 单笔代付, 冻结,
 * 解冻, and the payee search of 转账. Each creates a transaction in 00 待复核 (maker–checker). The
 * operation password is encrypted here (spec 7.2) and amounts leave as yuan strings made from
 * integer fen, never from a float. Every call resolves with an outcome carrying the server's text
 * (spec 7.1), never rejects.
 */
import type { components } from '../src/api/generated/cap';
import { FIRST_PAGE } from '../src/lib/constants';
import { toYuanString } from '../src/lib/money';
import { readCapList, type CapRowOf, type ServicePost } from './cap-list';
import { http as appHttp } from './http/instance';
import { encryptOpPassword } from './op-password';
import { failed, settle, type Failure } from './outcome';

type Schemas = components['schemas'];

export const TXN_OPERATION_PATHS = {
  charge: '/cap/txn/v1/TxnCharge',
  withdraw: '/cap/txn/v1/TxnWithdraw',
  transfer: '/cap/txn/v1/TxnTransfer',
  paySingle: '/cap/txn/v1/TxnPaySingle',
  freeze: '/cap/txn/v1/TxnFreeze',
  unfreeze: '/cap/txn/v1/TxnUnfreeze',
  accountInquiry: '/cap/acct/v1/AcctInfoInquiry',
} as const;

/** An account as AcctInfoInquiry lists it (list row and detail alike). */
export type Account = CapRowOf<typeof TXN_OPERATION_PATHS.accountInquiry>;
/** The transaction an operation created. */
export type Txn = Schemas['CapTxn'];

/**
 * What a form hands over for a request: the contract's fields without the service envelope, the
 * amount as fen (made a yuan string here) and the operation password as typed (encrypted here).
 */
type FormInput<Request> = Omit<Request, 'page' | 'context' | 'amount' | 'opPsw'> & {
  opPsw: string;
};
type WithAmount<Request> = FormInput<Request> & { amountFen: bigint };
type WithOptionalAmount<Request> = FormInput<Request> & { amountFen?: bigint };

export type ChargeInput = WithAmount<Schemas['CapTxnChargeRequest']>;
export type WithdrawInput = WithAmount<Schemas['CapTxnWithdrawRequest']>;
export type TransferInput = WithAmount<Schemas['CapTxnTransferRequest']>;
export type PaySingleInput = WithAmount<Schemas['CapTxnPaySingleRequest']>;
/** freezeMode 2 整户 has no amount. */
export type FreezeInput = WithOptionalAmount<Schemas['CapTxnFreezeRequest']>;
export type UnfreezeInput = WithOptionalAmount<Schemas['CapTxnUnfreezeRequest']>;

/** The created transaction and the server's text (提交成功，待复核), or why there is none. */
export type TxnOutcome = { ok: true; txn: Txn; message: string } | Failure;

export interface TxnOperationApi {
  charge(input: ChargeInput): Promise<TxnOutcome>;
  withdraw(input: WithdrawInput): Promise<TxnOutcome>;
  transfer(input: TransferInput): Promise<TxnOutcome>;
  paySingle(input: PaySingleInput): Promise<TxnOutcome>;
  freeze(input: FreezeInput): Promise<TxnOutcome>;
  unfreeze(input: UnfreezeInput): Promise<TxnOutcome>;
  /** Accounts matching a keyword: all digits is an account number, else a customer name. */
  searchAccounts(keyword: string): Promise<Account[]>;
}

/** Accounts offered by the payee picker at once. */
export const PAYEE_SEARCH_PAGE_SIZE = 10;

const ACCOUNT_NO_PATTERN = /^\d+$/;

/** The wire payload: fen as a yuan string, the password encrypted, no amount when none. */
function payloadOf<Input extends { amountFen?: bigint; opPsw: string }>(
  input: Input,
  encrypt: (plain: string) => string,
): Record<string, unknown> {
  const { amountFen, opPsw, ...fields } = input;
  const amount = amountFen === undefined ? {} : { amount: toYuanString(amountFen) };
  return { ...fields, ...amount, opPsw: encrypt(opPsw) };
}

export function createTxnOperationApi(
  post: ServicePost,
  encrypt: (plain: string) => string = encryptOpPassword,
): TxnOperationApi {
  const submit = (path: string, input: { amountFen?: bigint; opPsw: string }) =>
    settle(async (): Promise<TxnOutcome> => {
      const reply = await post<Txn | null>(path, payloadOf(input, encrypt));
      if (!reply.success) return failed(reply.message);
      // A success without the transaction would leave the user nothing to follow up.
      if (!reply.result) return failed(reply.message);
      return { ok: true, txn: reply.result, message: reply.message };
    });

  return {
    charge: (input) => submit(TXN_OPERATION_PATHS.charge, input),
    withdraw: (input) => submit(TXN_OPERATION_PATHS.withdraw, input),
    transfer: (input) => submit(TXN_OPERATION_PATHS.transfer, input),
    paySingle: (input) => submit(TXN_OPERATION_PATHS.paySingle, input),
    freeze: (input) => submit(TXN_OPERATION_PATHS.freeze, input),
    unfreeze: (input) => submit(TXN_OPERATION_PATHS.unfreeze, input),
    searchAccounts: async (keyword) => {
      const text = keyword.trim();
      const filters = ACCOUNT_NO_PATTERN.test(text) ? { acctNo: text } : { cusName: text };
      const page = await readCapList(post, TXN_OPERATION_PATHS.accountInquiry, filters, {
        pageNum: FIRST_PAGE,
        pageSize: PAYEE_SEARCH_PAGE_SIZE,
      });
      return page.rows;
    },
  };
}

/** The app-wide operation calls over the shared HTTP instance. */
export const txnOperationApi: TxnOperationApi = createTxnOperationApi(appHttp.servicePost);
