/**
 * The spec 5.1 rules of the user form as structural antd rules (no React). Masked values the
 * server sent (138****8000, 3301**********1234) go back unchanged and keep the stored value, so
 * the format rules let them through.
 */
import {
  emailRules,
  isCitizenId,
  lengthRules,
  mobileRules,
  nameTextRule,
  predicateRule,
  requiredRules,
  usernameRules,
  type FieldRule,
} from '../validators';
import { isMaskedValue } from '../agent/formRules';
import { USER_RULE_TEXTS } from './texts';

export { isMaskedValue };

/** An 18-digit citizen id with its check character, or the masked number as it came. */
export const userCertNoRule = (): FieldRule =>
  predicateRule(
    (text) => isMaskedValue(text) || isCitizenId(text.trim().toUpperCase()),
    USER_RULE_TEXTS.certNoInvalid,
  );

/**
 * At least one group, as a validator rather than `required`: antd would put aria-required on the
 * multiple select's wrapper div, which axe refuses (aria-allowed-attr, critical).
 */
export const atLeastOneGroupRule = (): FieldRule => ({
  validateTrigger: 'onChange',
  validator: async (_rule, value) => {
    if (!Array.isArray(value) || value.length === 0) {
      throw new Error(USER_RULE_TEXTS.groupsRequired);
    }
  },
});

export const USER_RULES = {
  userName: usernameRules(),
  realName: [...requiredRules('姓名', { min: 2, max: 30 }), nameTextRule()],
  mobile: mobileRules(),
  certNo: [userCertNoRule()],
  email: emailRules(),
  groupIds: [atLeastOneGroupRule()],
  remark: lengthRules({ max: 200 }),
} satisfies Record<string, FieldRule[]>;
