import { Button, Form, Modal, Typography } from 'antd';
import type { MsgTemplate } from '../../../providers/msg-api';
import { FilledMessage, VariableValueFields, sampleValues } from './TemplatePreview';
import { TEMPLATE_TEXTS as TEXTS } from './texts';

/**
 * 预览 of a template: its variables start at their sample values and the message below follows
 * what is typed (spec 2.7 "a preview with sample values").
 */
export function PreviewModal({
  template,
  onClose,
}: {
  template: MsgTemplate | undefined;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ values: Record<string, string> }>();
  const values = Form.useWatch('values', form);
  return (
    <Modal
      open={template !== undefined}
      title={template ? TEXTS.previewTitle(template.templateName) : undefined}
      width={720}
      destroyOnHidden
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {TEXTS.close}
        </Button>
      }
    >
      {template ? (
        <>
          <Form
            form={form}
            layout="vertical"
            name="msgTemplatePreview"
            initialValues={{ values: sampleValues(template) }}
          >
            <Typography.Title level={5}>{TEXTS.values}</Typography.Title>
            <VariableValueFields template={template} />
          </Form>
          <FilledMessage template={template} values={values ?? sampleValues(template)} />
        </>
      ) : null}
    </Modal>
  );
}
