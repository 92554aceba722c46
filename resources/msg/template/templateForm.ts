import type { FormRule } from 'antd';
import type { MsgTemplate, MsgTemplateFields } from '../../../providers/msg-api';
import {
  MSG_TEMPLATE_STATUS,
  VARIABLE_NAME,
  duplicateNames,
  hasSubject,
  placeholderProblem,
} from '../../../src/lib/msg';
import { TEMPLATE_TEXTS as TEXTS } from './texts';

/** The form's values: a variable row may be half typed until it is checked. */
export interface TemplateFormValues {
  templateCode?: string;
  templateName?: string;
  channel?: MsgTemplateFields['channel'];
  subject?: string | null;
  content?: string;
  variables?: { name?: string; label?: string; sample?: string }[];
  status?: MsgTemplateFields['status'];
}

export const TEMPLATE_CODE = /^[A-Z][A-Z0-9_]{2,39}$/;

export const newTemplateValues = (): TemplateFormValues => ({
  status: MSG_TEMPLATE_STATUS.enabled,
  variables: [],
});

export const templateFormValues = (template: MsgTemplate): TemplateFormValues => ({
  templateCode: template.templateCode,
  templateName: template.templateName,
  channel: template.channel,
  subject: template.subject ?? undefined,
  content: template.content,
  variables: template.variables.map((variable) => ({ ...variable })),
  status: template.status,
});

const declaredOf = (values: TemplateFormValues): string[] =>
  (values.variables ?? []).map((variable) => variable.name?.trim() ?? '');

/**
 * What MsgTemplateAddtion / MsgTemplateUpdating send for checked values: texts trimmed, the
 * subject only for a channel that has one (null for SMS).
 */
export function templateFieldsOf(values: TemplateFormValues): MsgTemplateFields | undefined {
  const { templateCode, templateName, channel, content, status } = values;
  if (!templateCode || !templateName || !channel || !content || !status) return undefined;
  return {
    templateCode: templateCode.trim(),
    templateName: templateName.trim(),
    channel,
    subject: hasSubject(channel) ? values.subject?.trim() || null : null,
    content,
    variables: (values.variables ?? []).map((variable) => ({
      name: variable.name?.trim() ?? '',
      label: variable.label?.trim() ?? '',
      sample: variable.sample ?? '',
    })),
    status,
  };
}

/** Every `${var}` of the subject and content is declared (the server's E4702, checked first). */
export const contentRules: FormRule[] = [
  { required: true, whitespace: true, message: TEXTS.required(TEXTS.content) },
  ({ getFieldsValue }) => ({
    validator: () => {
      const values = getFieldsValue(true) as TemplateFormValues;
      const subject = hasSubject(values.channel) ? values.subject : null;
      const problem = placeholderProblem([subject, values.content], declaredOf(values));
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  }),
];

/** A variable's name: the contract's pattern, declared once. */
export const variableNameRules: FormRule[] = [
  { required: true, message: TEXTS.required(TEXTS.variableName) },
  { pattern: VARIABLE_NAME, message: TEXTS.variableNameRule },
  ({ getFieldsValue }) => ({
    validator: (_, value: string | undefined) => {
      const name = value?.trim();
      const twice = duplicateNames(declaredOf(getFieldsValue(true) as TemplateFormValues));
      return name && twice.includes(name)
        ? Promise.reject(new Error(TEXTS.duplicateVariable(name)))
        : Promise.resolve();
    },
  }),
];
