/**
 * The create / edit form of a sub-merchant: its flat values and the CapSubMchFields they are saved
 * as (SubMchAddtion / SubMchUpdating). The code sets are the customer's (cus_type, cus_cert_type,
 * cus_settle_acct_type), so are their checks.
 */
import type { SubMch, SubMchFields } from '../../../providers/submch-api';
import { CUS_TYPE, isCode } from '../../../src/lib/customer';
import {
  CERT_TYPE,
  SETTLE_ACCT_TYPE,
  isMasked,
  regionCodes,
} from '../../customer/customer/customerForm';

export interface SubMchFormValues {
  mchName?: string;
  mchShortName?: string | null;
  cusType?: string;
  certType?: string;
  certNo?: string;
  legalName?: string | null;
  legalCertNo?: string | null;
  contactName?: string;
  contactMobile?: string;
  email?: string | null;
  /** The district (RegionPicker, root 86); province and city follow from it. */
  areaCode?: string | null;
  address?: string | null;
  /** 所属行业: an MCC code, a leaf of CusMccInquiry's tree. */
  mcc?: string | null;
  acctKind?: string;
  acctName?: string;
  cardNo?: string;
  bankName?: string;
  branchName?: string | null;
  platformCusCode?: string;
}

/** What a sub-merchant's form opens with (masked values as the server sent them). */
export function subMchFormValues(subMch: SubMch): SubMchFormValues {
  const { settleAcct, ...fields } = subMch;
  return {
    ...fields,
    acctKind: settleAcct.acctKind,
    acctName: settleAcct.acctName,
    cardNo: settleAcct.cardNo,
    bankName: settleAcct.bankName,
    branchName: settleAcct.branchName,
  };
}

const trimmed = (value: string | null | undefined): string => value?.trim() ?? '';
const orNull = (value: string | null | undefined): string | null => trimmed(value) || null;

/** A masked card number sent back unchanged keeps the stored one (cap.yaml), so it goes as it came. */
const cardNumber = (value: string | undefined): string =>
  isMasked(value) ? trimmed(value) : trimmed(value).replace(/\s/g, '');

/**
 * The saved fields of validated form values; undefined when a code is not of its set or the
 * platform customer is missing (the form's rules prevent both).
 */
export function subMchFieldsOf(values: SubMchFormValues): SubMchFields | undefined {
  const { cusType, certType, acctKind } = values;
  if (!isCode(CUS_TYPE, cusType) || !isCode(CERT_TYPE, certType)) return undefined;
  if (!isCode(SETTLE_ACCT_TYPE, acctKind)) return undefined;
  const platformCusCode = trimmed(values.platformCusCode);
  if (!platformCusCode) return undefined;
  return {
    mchName: trimmed(values.mchName),
    mchShortName: orNull(values.mchShortName),
    cusType,
    certType,
    certNo: trimmed(values.certNo),
    legalName: orNull(values.legalName),
    legalCertNo: orNull(values.legalCertNo),
    contactName: trimmed(values.contactName),
    contactMobile: trimmed(values.contactMobile),
    email: orNull(values.email),
    ...regionCodes(values.areaCode),
    address: orNull(values.address),
    mcc: orNull(values.mcc),
    settleAcct: {
      acctKind,
      acctName: trimmed(values.acctName),
      cardNo: cardNumber(values.cardNo),
      bankName: trimmed(values.bankName),
      branchName: orNull(values.branchName),
    },
    platformCusCode,
  };
}
