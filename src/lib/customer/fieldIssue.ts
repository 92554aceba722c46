/** A message for one form field, by antd name path (form.setFields({ name, errors })). */
export type FieldPath = (string | number)[];

export interface FieldIssue {
  field: FieldPath;
  message: string;
}
