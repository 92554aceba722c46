/**
 * The spec 5.1 rules of the agent and supplier forms, as structural antd rules (no React). Masked
 * values the server sent (138****6621, 6222 **** **** 3306) go back unchanged and keep the stored
 * value, so the format rules let them through.
 */
import {
  isBankCard,
  mobileRules,
  nameTextRule,
  predicateRule,
  requiredRules,
  selectRules,
  lengthRules,
  type FieldRule,
} from '../validators';
import { COMMISSION_MODE } from './codes';
import { commissionIssue, contractEndsAfterStart, feeRateText } from './terms';
import { AGENT_RULE_TEXTS } from './texts';

/** A value the server masked. */
export const isMaskedValue = (value: string | null | undefined): boolean =>
  Boolean(value?.includes('*'));

/** spec 5.1 bank card (10 to 20 digits, not from 0), or the masked number as it came. */
export const settleCardRule = (): FieldRule =>
  predicateRule(
    (text) => isMaskedValue(text) || isBankCard(text.trim()),
    AGENT_RULE_TEXTS.bankCardInvalid,
  );

/** The settlement account and contact fields, common to agents and suppliers. */
export const SETTLE_RULES = {
  contactName: [...requiredRules('联系人', { max: 30 }), nameTextRule()],
  contactMobile: mobileRules(),
  bankName: requiredRules('开户银行', { max: 60 }),
  branchName: lengthRules({ max: 60 }),
  cardNo: [...requiredRules('银行卡号'), settleCardRule()],
  acctName: requiredRules('账户名称', { max: 100 }),
  acctKind: selectRules('账户性质'),
} satisfies Record<string, FieldRule[]>;

export const AGENT_RULES = {
  agentName: [...requiredRules('代理商名称', { max: 50 }), nameTextRule()],
  region: lengthRules({ max: 60 }),
  commissionMode: selectRules('分佣方式'),
  remark: lengthRules({ max: 200 }),
} satisfies Record<string, FieldRule[]>;

export const SUPPLIER_RULES = {
  supplierName: [...requiredRules('供应商名称', { max: 50 }), nameTextRule()],
  supplyType: selectRules('供应类型'),
  settleCycle: selectRules('结算周期'),
  contractStart: selectRules('合同开始日期'),
  remark: lengthRules({ max: 200 }),
} satisfies Record<string, FieldRule[]>;

/** A rule reading other fields of the form (antd passes `getFieldValue`). */
type FormRule = (form: { getFieldValue: (name: string) => unknown }) => FieldRule;

const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

/** 佣金比例 / 每笔佣金: required and valid when the chosen 分佣方式 asks for it (`dependencies`). */
export const commissionRule =
  (field: 'commissionRate' | 'commissionFixed'): FormRule =>
  ({ getFieldValue }) => ({
    validator: async (_rule, value) => {
      const mode = textOf(getFieldValue('commissionMode'));
      const wanted = field === 'commissionRate' ? COMMISSION_MODE.rate : COMMISSION_MODE.fixed;
      if (mode !== wanted) return;
      const typed = textOf(value);
      const issue =
        field === 'commissionRate'
          ? commissionIssue(mode, typed, undefined)
          : commissionIssue(mode, undefined, typed);
      if (issue) throw new Error(issue);
    },
  });

/** 费率: optional, 0 to 100 %, up to 4 decimals. */
export const feeRateRule = (): FieldRule =>
  predicateRule((text) => feeRateText(text) !== undefined, AGENT_RULE_TEXTS.feeRateInvalid);

/** 合同结束日期: required, and after 合同开始日期 (the field depends on it). */
export const contractEndRules = (): (FieldRule | FormRule)[] => [
  ...selectRules('合同结束日期', { message: AGENT_RULE_TEXTS.contractEndRequired }),
  ({ getFieldValue }) => ({
    validator: async (_rule, value) => {
      const start = textOf(getFieldValue('contractStart'));
      if (!contractEndsAfterStart(start, textOf(value))) {
        throw new Error(AGENT_RULE_TEXTS.contractEndNotAfterStart);
      }
    },
  }),
];
