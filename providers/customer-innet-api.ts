/**
 * The channel onboarding calls (渠道进件, spec 7.7, issue 16 page 4): the records, each channel's
 * form fields, and the six calls that move a record through its machine (src/lib/customer
 * onboarding.ts), on the /cap service conventions (spec 7.1). Reads reject (the page shows the
 * failure once); the moving calls resolve with an outcome carrying the server's text either way.
 */
import type { components } from '../src/api/generated/cap';
import { readCapList, type CapFiltersOf, type CapListPage, type ServicePost } from './cap-list';
import type { ServicePage } from './http';
import { http as appHttp } from './http/instance';
import { requiredResultOf } from './http/unwrap';
import { failed, settle, type Failure } from './outcome';

type Schemas = components['schemas'];

export const INNET_PATHS = {
  inquiry: '/cap/cus/v1/CusChannelInnetInquiry',
  formInquiry: '/cap/cus/v1/CusChannelFormInquiry',
  submit: '/cap/cus/v1/CusChannelInnet',
  sign: '/cap/cus/v1/CusChannelInnetSign',
  smsApply: '/cap/cus/v2/CusChannelInnetSmsApply',
  smsConfirm: '/cap/cus/v2/CusChannelInnetSmsConfirm',
  payConfirm: '/cap/cus/v2/CusChannelInnetPayConfirm',
  open: '/cap/cus/v2/CusChannelInnetOpen',
} as const;

export type InnetRecord = Schemas['CapCusInnetRecord'];
export type InnetFilters = CapFiltersOf<typeof INNET_PATHS.inquiry>;
export type ChannelCode = Schemas['CapCusChannelCode'];
export type ProductCode = Schemas['CapCusProductCode'];
export type ChannelFormField = Schemas['CapCusChannelFormField'];
export type SettleAcct = Schemas['CapCusSettleAcct'];
export type SmsApplyResult = Schemas['CapCusInnetSmsApplyResult'];

type Strip<T> = Omit<T, 'page' | 'context'>;
export type InnetSubmitRequest = Strip<Schemas['CapCusChannelInnetRequest']>;
export type InnetRef = Strip<Schemas['CapCusInnetRefRequest']>;
export type InnetSignRequest = Strip<Schemas['CapCusChannelInnetSignRequest']>;
export type InnetSmsConfirmRequest = Strip<Schemas['CapCusChannelInnetSmsConfirmRequest']>;
export type InnetPayConfirmRequest = Strip<Schemas['CapCusChannelInnetPayConfirmRequest']>;

/** The codes of the contract's enums, for checking route parameters. */
export const CHANNEL_CODES = [
  'UNIONPAY',
  'NUCC',
  'ICBC',
  'CCB',
] as const satisfies readonly ChannelCode[];
export const PRODUCT_CODES = [
  'QR_PAY',
  'POS_PAY',
  'AGENT_PAY',
  'QUICK_PAY',
] as const satisfies readonly ProductCode[];

export const isChannelCode = (value: unknown): value is ChannelCode =>
  (CHANNEL_CODES as readonly unknown[]).includes(value);
export const isProductCode = (value: unknown): value is ProductCode =>
  (PRODUCT_CODES as readonly unknown[]).includes(value);

/** One customer × channel × product: the key of an onboarding record. */
export interface InnetKey {
  cusCode: string;
  channelCode: ChannelCode;
  productCode: ProductCode;
}

/** A moving call's answer: the record as it now stands and the server's text. */
export type RecordOutcome = { ok: true; message: string; record: InnetRecord } | Failure;
export type SmsApplyOutcome = { ok: true; message: string; sms: SmsApplyResult } | Failure;

export interface InnetApi {
  /** One page of records; rejects on failure. */
  list(filters: InnetFilters, page: ServicePage): Promise<CapListPage<InnetRecord>>;
  /** The record of `key`, or undefined when there is none yet (待提交); rejects on failure. */
  find(key: InnetKey): Promise<InnetRecord | undefined>;
  /** The channel's form fields in display order; rejects on failure. */
  channelForm(channelCode: ChannelCode, productCode: ProductCode): Promise<ChannelFormField[]>;
  submit(request: InnetSubmitRequest): Promise<RecordOutcome>;
  sign(request: InnetSignRequest): Promise<RecordOutcome>;
  smsApply(ref: InnetRef): Promise<SmsApplyOutcome>;
  smsConfirm(request: InnetSmsConfirmRequest): Promise<RecordOutcome>;
  payConfirm(request: InnetPayConfirmRequest): Promise<RecordOutcome>;
  open(ref: InnetRef): Promise<RecordOutcome>;
}

/** A customer has a record per channel × product: a first page holds the one asked for. */
const FIND_PAGE: ServicePage = { pageNum: 1, pageSize: 10 };

const isRecordOf = (key: InnetKey) => (record: InnetRecord) =>
  record.cusCode === key.cusCode &&
  record.channelCode === key.channelCode &&
  record.productCode === key.productCode;

export function createInnetApi(post: ServicePost): InnetApi {
  /** A call answering the record: a success without one is refused too (nothing to show). */
  const move = <Body extends InnetRecord>(path: string, payload: object) =>
    settle(async (): Promise<{ ok: true; message: string; record: Body } | Failure> => {
      const reply = await post<Body | null>(path, payload);
      if (!reply.success || !reply.result) return failed(reply.message);
      return { ok: true, message: reply.message, record: reply.result };
    });

  return {
    list: (filters, page) => readCapList(post, INNET_PATHS.inquiry, filters, page),
    find: async (key) =>
      (await readCapList(post, INNET_PATHS.inquiry, key, FIND_PAGE)).rows.find(isRecordOf(key)),
    channelForm: async (channelCode, productCode) => {
      type FormBody = NonNullable<Schemas['CapCusChannelFormReply']['body']>;
      const reply = await post<FormBody | null>(INNET_PATHS.formInquiry, {
        channelCode,
        productCode,
      });
      return requiredResultOf(reply).fields;
    },
    submit: (request) => move(INNET_PATHS.submit, request),
    sign: (request) => move(INNET_PATHS.sign, request),
    smsApply: async (ref) => {
      const outcome = await move<SmsApplyResult>(INNET_PATHS.smsApply, ref);
      return outcome.ok ? { ok: true, message: outcome.message, sms: outcome.record } : outcome;
    },
    smsConfirm: (request) => move(INNET_PATHS.smsConfirm, request),
    payConfirm: (request) => move(INNET_PATHS.payConfirm, request),
    open: (ref) => move(INNET_PATHS.open, ref),
  };
}

/** The app-wide onboarding calls over the shared HTTP instance. */
export const innetApi: InnetApi = createInnetApi(appHttp.servicePost);
