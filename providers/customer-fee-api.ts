/**
 * The calls of the 客户详情 page (issue 16 pages 2, 5, 6): the customer by its code, its fee
 * configurations (CusConfigFeeInquiry / CusConfigFee), its opened sub-accounts (the 05 已开户
 * records of CusChannelInnetInquiry) and its operation password (CusSetOpPwd with the SMS code of
 * SystemSmsCaptchaInquiry). Reads reject on failure (the page shows it once); saves resolve with
 * an outcome carrying the server's replyText/errorMsg (spec 7.1).
 */
import type { components } from '../src/api/generated/cap';
import { getConfig } from '../src/lib/config';
import { encryptCredential } from '../src/lib/crypto';
import { INNET_STATUS } from '../src/lib/customer';
import { readCapList, type CapRowOf, type ServicePost } from './cap-list';
import { CUSTOMER_PATHS, type Customer, type SaveOutcome } from './customer-api';
import { http as appHttp } from './http/instance';
import { failed, settle, type Failure } from './outcome';
import { sendSmsCode } from './sms-api';

type Schemas = components['schemas'];

export const CUSTOMER_DETAIL_PATHS = {
  customer: CUSTOMER_PATHS.inquiry,
  feeInquiry: '/cap/cus/v2/CusConfigFeeInquiry',
  feeSave: '/cap/cus/v2/CusConfigFee',
  innetInquiry: '/cap/cus/v1/CusChannelInnetInquiry',
  setOpPassword: '/cap/cus/v2/CusSetOpPwd',
} as const;

export type FeeConfigRow = CapRowOf<typeof CUSTOMER_DETAIL_PATHS.feeInquiry>;
export type FeeConfigFields = Schemas['CapCusFeeConfigFields'];
export type InnetRecord = CapRowOf<typeof CUSTOMER_DETAIL_PATHS.innetInquiry>;
/** The scene is always named here (sendSmsCode requires it). */
type SmsCaptchaRequest = Omit<Schemas['CapSmsCaptchaRequest'], 'page' | 'context'> & {
  type: string;
};
type FeeBody = Schemas['CapCusFeeConfigReply']['body'];

/** The SMS scene of an operation password (cap.yaml SystemSmsCaptchaInquiry examples). */
const OP_PASSWORD_SCENE = 'opPwd';

/** More rows than a customer can have (4 channels × 4 products), so one page holds them all. */
const ALL_ROWS = { pageNum: 1, pageSize: 50 };

export type SmsOutcome = { ok: true } | Failure;

export interface CustomerDetailApi {
  /** The customer of `cusCode`, null when the server knows none. */
  readCustomer(cusCode: string): Promise<Customer | null>;
  listFees(cusCode: string): Promise<FeeConfigRow[]>;
  saveFee(fields: FeeConfigFields): Promise<SaveOutcome>;
  /** The customer's onboarding records in 05 已开户: its opened sub-accounts. */
  openedAccounts(cusCode: string): Promise<InnetRecord[]>;
  /** Sends the code to the customer's mobile on file; `mobile` is the masked number shown. */
  sendOpPasswordCode(input: { cusCode: string; mobile: string }): Promise<SmsOutcome>;
  setOpPassword(input: {
    cusCode: string;
    password: string;
    captcha: string;
  }): Promise<SaveOutcome>;
}

export interface CustomerDetailApiDeps {
  post: ServicePost;
  sendSms: (request: SmsCaptchaRequest) => Promise<SmsOutcome>;
  /** AES of a password as the login and password calls send it (spec 7.2). */
  encrypt: (plain: string) => string;
}

export function createCustomerDetailApi({
  post,
  sendSms,
  encrypt,
}: CustomerDetailApiDeps): CustomerDetailApi {
  return {
    readCustomer: async (cusCode) => {
      const { rows } = await readCapList(
        post,
        CUSTOMER_DETAIL_PATHS.customer,
        { cusCode },
        ALL_ROWS,
      );
      // A server answering a list for a code still names the customer in it: take that one only.
      return rows.find((row) => row.cusCode === cusCode) ?? null;
    },
    listFees: async (cusCode) =>
      (await readCapList(post, CUSTOMER_DETAIL_PATHS.feeInquiry, { cusCode }, ALL_ROWS)).rows,
    saveFee: (fields) =>
      settle(async (): Promise<SaveOutcome> => {
        const reply = await post<FeeBody>(CUSTOMER_DETAIL_PATHS.feeSave, fields);
        return reply.success ? { ok: true, message: reply.message } : failed(reply.message);
      }),
    openedAccounts: async (cusCode) => {
      const filters = { cusCode, innetStatus: INNET_STATUS.opened };
      const { rows } = await readCapList(
        post,
        CUSTOMER_DETAIL_PATHS.innetInquiry,
        filters,
        ALL_ROWS,
      );
      return rows.filter((row) => row.innetStatus === INNET_STATUS.opened);
    },
    sendOpPasswordCode: ({ cusCode, mobile }) =>
      sendSms({ type: OP_PASSWORD_SCENE, mobile, cusCode }),
    setOpPassword: ({ cusCode, password, captcha }) =>
      settle(async (): Promise<SaveOutcome> => {
        const payload = { cusCode, opPsw: encrypt(password), captcha };
        const reply = await post(CUSTOMER_DETAIL_PATHS.setOpPassword, payload);
        return reply.success ? { ok: true, message: reply.message } : failed(reply.message);
      }),
  };
}

/** The app-wide calls over the shared HTTP instance. */
export const customerDetailApi: CustomerDetailApi = createCustomerDetailApi({
  post: appHttp.servicePost,
  sendSms: (request) => sendSmsCode(appHttp, request),
  encrypt: (plain) => encryptCredential(plain, getConfig().loginAesKey),
});
