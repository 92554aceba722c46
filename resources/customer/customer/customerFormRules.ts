/**
 * The spec 5.1 rules of the customer form. Masked values the server sent (138****5678,
 * 3301**********1234, 6222 **** **** 3201) go back unchanged and keep the stored value, so the
 * format rules let them through.
 */
import type { FormRule } from 'antd';
import type { CustomerApi } from '../../../providers/customer-api';
import { isCode } from '../../../src/lib/customer';
import {
  amountRule,
  bankCardRule,
  citizenIdRule,
  emailRules,
  idNumberRule,
  landlineRule,
  lengthRules,
  mobileRules,
  MOBILE_PATTERN,
  FIELD_MESSAGES,
  nameTextRule,
  requiredRules,
  selectRules,
  type FieldRule,
} from '../../../src/lib/validators';
import { CERT_TYPE, isMasked } from './customerForm';
import { certNoTaken } from './texts';

/** A format rule that lets a masked value through. */
export function unlessMasked(rule: FieldRule): FieldRule {
  const { validator } = rule;
  if (!validator) return rule;
  return {
    ...rule,
    validator: (ruleObject, value) =>
      typeof value === 'string' && isMasked(value)
        ? Promise.resolve()
        : validator(ruleObject, value),
  };
}

export const CUSTOMER_RULES = {
  cusName: [...requiredRules('客户名称'), nameTextRule()],
  cusShortName: lengthRules({ max: 20 }),
  cusType: selectRules('客户类型'),
  certType: selectRules('证件类型'),
  legalName: [nameTextRule()],
  legalCertNo: [unlessMasked(citizenIdRule())],
  legalMobile: [{ pattern: MOBILE_PATTERN, message: FIELD_MESSAGES.mobileInvalid }],
  contactName: [...requiredRules('联系人'), nameTextRule()],
  contactMobile: mobileRules(),
  email: emailRules(),
  landline: [landlineRule()],
  regCapital: [amountRule()],
  agentCode: [],
  acctType: selectRules('账户类型'),
  acctName: requiredRules('账户名称', { max: 100 }),
  acctNo: [...requiredRules('银行账号'), unlessMasked(bankCardRule())],
  bankName: requiredRules('开户银行'),
} satisfies Record<string, FieldRule[]>;

/**
 * 证件号码: required; the ID card rule for 居民身份证, else letters and digits; on blur, and
 * before saving, not held by another customer (CusCertNoCheck; the edited one's own number does
 * not count). A failed check lets the number through: the save is refused by the server then.
 */
export function certNoRules(api: CustomerApi, editingCusCode: string | undefined): FormRule[] {
  return [
    ...requiredRules('证件号码'),
    ({ getFieldValue }) => {
      const certType: unknown = getFieldValue('certType');
      const format = certType === CERT_TYPE.citizenId ? citizenIdRule() : idNumberRule();
      return unlessMasked(format);
    },
    ({ getFieldValue }) => ({
      validateTrigger: 'onBlur',
      validator: async (_rule, value: unknown) => {
        if (typeof value !== 'string' || value.trim() === '' || isMasked(value)) return;
        const certType: unknown = getFieldValue('certType');
        const outcome = await api.checkCertNo({
          certNo: value.trim(),
          ...(isCode(CERT_TYPE, certType) ? { certType } : {}),
          ...(editingCusCode ? { cusCode: editingCusCode } : {}),
        });
        if (outcome.ok && outcome.holder) {
          throw new Error(certNoTaken(outcome.holder.cusCode, outcome.holder.cusName));
        }
      },
    }),
  ];
}
