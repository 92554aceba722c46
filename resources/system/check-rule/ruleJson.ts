/**
 * The rule array of a coding rule (jeecg-contracts §2.9 checkByCode): `[{digits, pattern,
 * message}]` as JSON text, `digits` a positive count of characters or '*' for the whole value.
 * Checked here so the server never receives a rule it cannot run (JeecgBoot's SysCheckRuleModal
 * checks the same per row: digits a positive integer, pattern a valid regex, message given).
 */
import {
  RULE_JSON_NOT_ARRAY,
  ruleDigitsInvalid,
  ruleMessageMissing,
  rulePatternInvalid,
} from '../../../src/lib/messages';
import type { FieldRule } from '../../../src/lib/validators/fields';

const POSITIVE_COUNT = /^[1-9]\d*$/;

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isRegex(pattern: string): boolean {
  try {
    // Compiled only, never run here: an invalid pattern throws.
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
}

/** What is wrong with the rule text (the first problem, numbered from 1), or undefined. */
export function ruleJsonProblem(text: string): string | undefined {
  const rules = parse(text);
  if (!Array.isArray(rules) || rules.length === 0) return RULE_JSON_NOT_ARRAY;
  for (const [index, rule] of rules.entries()) {
    if (!isRecord(rule)) return RULE_JSON_NOT_ARRAY;
    const digits = typeof rule.digits === 'number' ? String(rule.digits) : rule.digits;
    if (typeof digits !== 'string' || (digits !== '*' && !POSITIVE_COUNT.test(digits))) {
      return ruleDigitsInvalid(index + 1);
    }
    if (typeof rule.pattern !== 'string' || rule.pattern === '' || !isRegex(rule.pattern)) {
      return rulePatternInvalid(index + 1);
    }
    if (typeof rule.message !== 'string' || rule.message.trim() === '') {
      return ruleMessageMissing(index + 1);
    }
  }
  return undefined;
}

/** Form rule over ruleJsonProblem; an empty value is left to the required rule. */
export const ruleJsonRule: FieldRule = {
  validator: async (_rule, value: unknown) => {
    if (typeof value !== 'string' || value.trim() === '') return;
    const problem = ruleJsonProblem(value);
    if (problem) throw new Error(problem);
  },
};
