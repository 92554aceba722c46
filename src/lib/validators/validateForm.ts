/**
 * spec 5.4: the form validation helper rejects when it is not given a form, i.e. an object with a
 * validate function (antd's FormInstance.validateFields), instead of failing later or passing.
 */
import { notAForm } from '../messages';

/** The slice of antd's FormInstance the helper needs. */
export interface ValidatableForm<Values> {
  validateFields(): Promise<Values>;
}

function kindOf(value: unknown): string {
  return value === null ? 'null' : typeof value;
}

function isValidatable<Values>(form: unknown): form is ValidatableForm<Values> {
  return (
    typeof form === 'object' &&
    form !== null &&
    typeof (form as { validateFields?: unknown }).validateFields === 'function'
  );
}

/**
 * The form's values once every rule passes. Rejects with antd's error info when a rule fails,
 * and with an Error naming what was passed when `form` has no validate function.
 */
export function validateForm<Values>(form: unknown): Promise<Values> {
  if (!isValidatable<Values>(form)) return Promise.reject(new Error(notAForm(kindOf(form))));
  return form.validateFields();
}
