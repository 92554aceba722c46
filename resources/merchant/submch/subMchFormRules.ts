/**
 * The spec 5.1 rules of the sub-merchant form, from src/lib/validators. Masked values the server
 * sent (138****8000, 3301**********1234, 6222 **** **** 5512) go back unchanged and keep the stored
 * value, so the format rules let them through (unlessMasked, as the customer form).
 */
import type { FormRule } from 'antd';
import {
  bankCardRule,
  citizenIdRule,
  emailRules,
  idNumberRule,
  lengthRules,
  mobileRules,
  nameTextRule,
  requiredRules,
  selectRules,
  type FieldRule,
} from '../../../src/lib/validators';
import { CERT_TYPE } from '../../customer/customer/customerForm';
import { unlessMasked } from '../../customer/customer/customerFormRules';
import { SUBMCH_TEXTS } from './texts';

export const SUBMCH_RULES = {
  mchName: [...requiredRules('商户名称', { max: 100 }), nameTextRule()],
  mchShortName: lengthRules({ max: 20 }),
  cusType: selectRules('商户类型'),
  certType: selectRules('证件类型'),
  legalName: [nameTextRule()],
  legalCertNo: [unlessMasked(citizenIdRule())],
  contactName: [...requiredRules('联系人'), nameTextRule()],
  contactMobile: mobileRules(),
  email: emailRules(),
  acctKind: selectRules('账户性质'),
  acctName: requiredRules('账户名称', { max: 100 }),
  cardNo: [...requiredRules('银行卡号'), unlessMasked(bankCardRule())],
  bankName: requiredRules('开户银行'),
  platformCusCode: [{ required: true, message: SUBMCH_TEXTS.platformRequired }],
} satisfies Record<string, FieldRule[]>;

/** 证件号码: required; the ID card rule for 居民身份证, else letters and digits. */
export const certNoRules: FormRule[] = [
  ...requiredRules('证件号码'),
  ({ getFieldValue }) => {
    const certType: unknown = getFieldValue('certType');
    return unlessMasked(certType === CERT_TYPE.citizenId ? citizenIdRule() : idNumberRule());
  },
];
