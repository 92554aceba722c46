/**
 * Rules whose answer comes from the server (spec 5.4, 7.3): the uniqueness check and the coding
 * rule check. They take the lookup as a function, so this module stays pure; the bound versions
 * live in providers/validation-api.ts. Both are skipped when the value is empty (spec 5.4).
 */
import { alreadyExists, CHECK_RULE_FAILED, CHECK_UNAVAILABLE } from '../messages';
import type { FieldRule } from './fields';
import { isEmptyValue, textOf } from './patternRules';

/** A lookup that did not answer: `presented` when the HTTP layer has already shown why. */
export type CheckFailure = { ok: false; message: string; presented: boolean };

/** What a uniqueness lookup found. */
export type ExistenceAnswer = { ok: true; exists: boolean } | CheckFailure;

/** What a coding-rule check said: a refusal carries the server's message. */
export type RuleCheckAnswer = { ok: true } | CheckFailure;

export interface RemoteRuleOptions {
  /** When antd runs the check (default on blur); the Form.Item's validateTrigger must include it. */
  validateTrigger?: string | string[];
}

/** The field message for a lookup that failed: the server's words unless already shown. */
function failureMessage(failure: CheckFailure, fallback: string): string {
  if (failure.presented) return CHECK_UNAVAILABLE;
  return failure.message || fallback;
}

function remoteRule<Answer extends { ok: boolean }>(
  lookup: (value: string) => Promise<Answer>,
  problemOf: (answer: Answer) => string | undefined,
  options: RemoteRuleOptions,
): FieldRule {
  return {
    validateTrigger: options.validateTrigger ?? 'onBlur',
    validator: async (_rule, value) => {
      if (isEmptyValue(value)) return;
      const text = textOf(value);
      if (text === undefined) return;
      let answer: Answer;
      try {
        answer = await lookup(text);
      } catch {
        throw new Error(CHECK_UNAVAILABLE);
      }
      const problem = problemOf(answer);
      if (problem !== undefined) throw new Error(problem);
    },
  };
}

/** spec 5.4: an existing value fails with '{fieldLabel}已存在'. */
export function uniquenessRule(
  lookup: (value: string) => Promise<ExistenceAnswer>,
  fieldLabel: string,
  options: RemoteRuleOptions = {},
): FieldRule {
  return remoteRule(
    lookup,
    (answer) => {
      if (!answer.ok) return failureMessage(answer, CHECK_UNAVAILABLE);
      return answer.exists ? alreadyExists(fieldLabel) : undefined;
    },
    options,
  );
}

/** spec 5.4, 7.3: a value the coding rule refuses fails with the server's message. */
export function ruleCheckRule(
  lookup: (value: string) => Promise<RuleCheckAnswer>,
  options: RemoteRuleOptions = {},
): FieldRule {
  return remoteRule(
    lookup,
    (answer) => (answer.ok ? undefined : failureMessage(answer, CHECK_RULE_FAILED)),
    options,
  );
}
