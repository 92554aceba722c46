import type { FormInstance, FormRule } from 'antd';
import type { FieldPath } from '../../../src/lib/customer';
import { feeIssues, issueAt, type FeeFormValues } from './feeForm';

/** The message src/lib/customer gives the field at `path`, judging the whole form. */
async function checkPath(
  form: Pick<FormInstance, 'getFieldsValue'>,
  path: FieldPath,
  today: string,
) {
  const values = form.getFieldsValue(true) as FeeFormValues;
  const message = issueAt(feeIssues(values, today), path);
  if (message) throw new Error(message);
}

/**
 * The antd rule of the field at `path`: one set of rules (fee mode, rates, caps, tiers, dates,
 * splits, in src/lib/customer) drives both the live messages and the save.
 */
export const issueRule =
  (path: FieldPath, today: string): FormRule =>
  (form) => ({ validator: () => checkPath(form, path, today) });

/** The same for a Form.List as a whole (its rules take no form): no tiers, splits over 100 %. */
export const listIssueRule = (form: FormInstance, path: FieldPath, today: string) => ({
  validator: () => checkPath(form, path, today),
});
