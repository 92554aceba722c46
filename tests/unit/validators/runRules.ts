/**
 * Runs field rules the way antd's Form does, through antd's own validation engine
 * (@rc-component/async-validator, what rc-field-form uses), and returns the messages a user would
 * see under the field: every failing rule's, in rule order ([] when all pass).
 */
import Schema, { type RuleItem } from '@rc-component/async-validator';
import type { FieldRule } from '../../../src/lib/validators/fields';

interface ValidationFailure {
  errors: { message: string }[];
}

const isFailure = (error: unknown): error is ValidationFailure =>
  typeof error === 'object' && error !== null && Array.isArray((error as ValidationFailure).errors);

function asRuleItem(rule: FieldRule): RuleItem {
  // validateTrigger is the Form.Item's business, not the engine's. A promise-returning validator
  // is the engine's asyncValidator, as rc-field-form hands it over.
  const { validateTrigger: _trigger, validator, ...item } = rule;
  return validator
    ? { ...item, asyncValidator: (ruleItem, value) => validator(ruleItem, value) }
    : item;
}

export async function errorsOf(rules: FieldRule[], value: unknown): Promise<string[]> {
  const schema = new Schema({ field: rules.map(asRuleItem) });
  try {
    await schema.validate({ field: value }, { suppressWarning: true });
    return [];
  } catch (error) {
    if (isFailure(error)) return error.errors.map(({ message }) => message);
    throw error;
  }
}
