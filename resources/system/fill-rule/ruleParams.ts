/**
 * The parameters of a fill rule: a JSON object handed to the rule class (JeecgBoot
 * SysFillRuleModal refuses arrays and other text with the same two messages). Empty is allowed:
 * a rule class may take none.
 */
import { JSON_OBJECT_ONLY, JSON_TEXT_REQUIRED } from '../../../src/lib/messages';
import type { FieldRule } from '../../../src/lib/validators/fields';

/** What is wrong with the parameter text, or undefined. */
export function ruleParamsProblem(text: string): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return JSON_TEXT_REQUIRED;
  }
  if (Array.isArray(parsed)) return JSON_OBJECT_ONLY;
  return typeof parsed === 'object' && parsed !== null ? undefined : JSON_TEXT_REQUIRED;
}

export const ruleParamsRule: FieldRule = {
  validator: async (_rule, value: unknown) => {
    if (typeof value !== 'string' || value.trim() === '') return;
    const problem = ruleParamsProblem(value);
    if (problem) throw new Error(problem);
  },
};
