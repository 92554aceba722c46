import { Card, Form, Input, Typography } from 'antd';
import type { MsgTemplateFields } from '../../../providers/msg-api';
import { escapeHtml, fillTemplate, hasSubject, isHtmlChannel } from '../../../src/lib/msg';
import { MessageBody } from '../shared/MessageBody';
import { TEMPLATE_TEXTS as TEXTS } from './texts';

type PreviewedTemplate = Pick<MsgTemplateFields, 'channel' | 'subject' | 'content' | 'variables'>;

/** The samples of a template's variables: the values a preview starts from. */
export const sampleValues = (template: Pick<MsgTemplateFields, 'variables'>) =>
  Object.fromEntries(template.variables.map((variable) => [variable.name, variable.sample ?? '']));

/**
 * A template filled with `values` (declared variables only, plain replacement, src/lib/msg): the
 * subject and the body as the receiver reads them; an email's values are escaped and the result
 * sanitized.
 */
export function FilledMessage({
  template,
  values,
}: {
  template: PreviewedTemplate;
  values: Readonly<Record<string, string | undefined>>;
}) {
  const declared = template.variables.map((variable) => variable.name);
  const html = isHtmlChannel(template.channel);
  const body = fillTemplate(template.content, values, declared, html ? escapeHtml : undefined);
  return (
    <Card size="small" aria-label={TEXTS.livePreview} role="region">
      {hasSubject(template.channel) && template.subject ? (
        <Typography.Text strong data-testid="message-subject">
          {fillTemplate(template.subject, values, declared)}
        </Typography.Text>
      ) : null}
      <MessageBody html={html} text={body} />
    </Card>
  );
}

/** One input per declared variable (labelled by its description), under the form name `values`. */
export function VariableValueFields({ template }: { template: PreviewedTemplate }) {
  return (
    <>
      {template.variables.map((variable) => (
        <Form.Item
          key={variable.name}
          name={['values', variable.name]}
          label={`${variable.label}（${variable.name}）`}
        >
          <Input />
        </Form.Item>
      ))}
    </>
  );
}
