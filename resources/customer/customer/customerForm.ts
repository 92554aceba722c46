/**
 * The create / edit form of a customer: its flat values and the CapCusMastInfoFields they are
 * saved as (CusMastInfoAddtion / CusMastInfoUpdating).
 */
import type { Customer, CustomerFields } from '../../../providers/customer-api';
import { CUS_TYPE, isCode } from '../../../src/lib/customer';
import { parseYuan, toYuanString } from '../../../src/lib/money';

/** cus_cert_type (codes.md); 居民身份证 numbers follow the spec 5.1 ID card rule. */
export const CERT_TYPE = {
  creditCode: '01',
  citizenId: '02',
  licenceNo: '03',
  passport: '04',
} as const;

/** cus_settle_acct_type */
export const SETTLE_ACCT_TYPE = { corporate: '1', personal: '2' } as const;

export interface CustomerFormValues {
  cusName?: string;
  cusShortName?: string | null;
  cusType?: string;
  certType?: string;
  certNo?: string;
  legalName?: string | null;
  legalCertNo?: string | null;
  legalMobile?: string | null;
  contactName?: string;
  contactMobile?: string;
  email?: string | null;
  landline?: string | null;
  /** The district (RegionPicker, root 86); province and city follow from it. */
  areaCode?: string | null;
  address?: string | null;
  /** 所属行业: an MCC code, a leaf of CusMccInquiry's tree. */
  mccCode?: string | null;
  regCapital?: string | null;
  businessScope?: string | null;
  agentCode?: string | null;
  acctType?: string;
  acctName?: string;
  acctNo?: string;
  bankName?: string;
  bankBranchName?: string | null;
  bankBranchNo?: string | null;
}

/** What a customer's form opens with (masked values as the server sent them). */
export function customerFormValues(customer: Customer): CustomerFormValues {
  const { settleAcct, ...fields } = customer;
  return {
    ...fields,
    acctType: settleAcct?.acctType,
    acctName: settleAcct?.acctName,
    acctNo: settleAcct?.acctNo,
    bankName: settleAcct?.bankName,
    bankBranchName: settleAcct?.bankBranchName,
    bankBranchNo: settleAcct?.bankBranchNo,
  };
}

const text = (value: string | null | undefined): string => value?.trim() ?? '';
const optional = (value: string | null | undefined): string | null => text(value) || null;

/** A masked value sent back unchanged keeps the stored one (cap.yaml), so it goes as it came. */
export const isMasked = (value: string | null | undefined): boolean =>
  Boolean(value?.includes('*'));

const cardNumber = (value: string | undefined): string =>
  isMasked(value) ? text(value) : text(value).replace(/\s/g, '');

/** Registered capital as the contract's yuan string with two places ("100000.00"). */
function yuanOrNull(value: string | null | undefined): string | null {
  const fen = parseYuan(text(value));
  return fen === undefined ? null : toYuanString(fen);
}

/** Legacy 6-digit district codes: the province and city are the code's leading digits. */
export function regionCodes(areaCode: string | null | undefined) {
  if (!areaCode || !/^\d{6}$/.test(areaCode)) {
    return { provinceCode: null, cityCode: null, areaCode: null };
  }
  return {
    provinceCode: `${areaCode.slice(0, 2)}0000`,
    cityCode: `${areaCode.slice(0, 4)}00`,
    areaCode,
  };
}

/**
 * The saved fields of validated form values; undefined when a code is not of its set (the form's
 * select rules prevent it).
 */
export function customerFieldsOf(values: CustomerFormValues): CustomerFields | undefined {
  const { cusType, certType, acctType } = values;
  if (!isCode(CUS_TYPE, cusType) || !isCode(CERT_TYPE, certType)) return undefined;
  if (!isCode(SETTLE_ACCT_TYPE, acctType)) return undefined;
  return {
    cusName: text(values.cusName),
    cusShortName: optional(values.cusShortName),
    cusType,
    certType,
    certNo: text(values.certNo),
    legalName: optional(values.legalName),
    legalCertNo: optional(values.legalCertNo),
    legalMobile: optional(values.legalMobile),
    contactName: text(values.contactName),
    contactMobile: text(values.contactMobile),
    email: optional(values.email),
    landline: optional(values.landline),
    ...regionCodes(values.areaCode),
    address: optional(values.address),
    mccCode: optional(values.mccCode),
    regCapital: yuanOrNull(values.regCapital),
    businessScope: optional(values.businessScope),
    agentCode: optional(values.agentCode),
    settleAcct: {
      acctType,
      acctName: text(values.acctName),
      acctNo: cardNumber(values.acctNo),
      bankName: text(values.bankName),
      bankBranchName: optional(values.bankBranchName),
      bankBranchNo: optional(values.bankBranchNo),
    },
  };
}
