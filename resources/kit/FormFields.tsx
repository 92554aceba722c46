import {
  ConfigProvider,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Select,
  type FormItemProps,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactElement } from 'react';
import { usePermissionLists } from '../../src/components/Authorized';
import { DictSelect } from '../../src/components/DictSelect';
import { DATE_FORMAT, DATE_TIME_FORMAT } from '../../src/lib/constants';
import { pleaseEnter, pleaseSelect } from '../../src/lib/messages';
import { isActionDisabled } from '../../src/lib/permissions';
import type { FieldRule } from '../../src/lib/validators/fields';
import type { FormContext, FormFieldDecl } from './types';

const CHOICE_KINDS: ReadonlySet<FormFieldDecl['kind']> = new Set([
  'dict',
  'select',
  'date',
  'datetime',
  'widget',
]);

/** The rules of a field: required first (请输入… / 请选择…, spec 5.1), then the declared ones. */
export function fieldRules(field: FormFieldDecl, context: FormContext): FieldRule[] {
  const declared = typeof field.rules === 'function' ? field.rules(context) : (field.rules ?? []);
  if (!field.required) return [...declared];
  const message = CHOICE_KINDS.has(field.kind)
    ? pleaseSelect(field.label)
    : pleaseEnter(field.label);
  const whitespace = field.kind === 'text' || field.kind === 'textarea';
  return [{ required: true, message, ...(whitespace ? { whitespace: true } : {}) }, ...declared];
}

/** Dates stay 'YYYY-MM-DD[ HH:mm:ss]' strings in the form values, as the server sends them. */
function dateItemProps(template: string): Pick<FormItemProps, 'getValueProps' | 'normalize'> {
  return {
    // dayjs's own parser reads both server formats; no format plugin needed.
    getValueProps: (value: unknown) => {
      const parsed = typeof value === 'string' && value !== '' ? dayjs(value) : undefined;
      return { value: parsed?.isValid() ? parsed : undefined };
    },
    normalize: (value: Dayjs | null) => (value ? value.format(template) : undefined),
  };
}

/**
 * JeecgBoot sends integer dictionary fields (sex, status) as numbers while the choices' values are
 * text: a number is shown as its text, so the choice is found.
 */
const choiceItemProps: Pick<FormItemProps, 'getValueProps'> = {
  getValueProps: (value: unknown) => ({ value: typeof value === 'number' ? String(value) : value }),
};

/** The field's control; a direct child of Form.Item, which gives it value and onChange. */
function fieldInput(field: FormFieldDecl, context: FormContext, locked: boolean): ReactElement {
  const disabled = locked || (context.mode === 'edit' && field.readOnlyOnEdit === true);
  const placeholder =
    field.placeholder ??
    (CHOICE_KINDS.has(field.kind) ? pleaseSelect(field.label) : pleaseEnter(field.label));
  switch (field.kind) {
    case 'text':
      return <Input placeholder={placeholder} disabled={disabled} />;
    case 'password':
      return (
        <Input.Password placeholder={placeholder} disabled={disabled} autoComplete="new-password" />
      );
    case 'textarea':
      return <Input.TextArea placeholder={placeholder} disabled={disabled} rows={4} />;
    case 'number':
      return (
        <InputNumber
          placeholder={placeholder}
          disabled={disabled}
          min={field.min}
          max={field.max}
          precision={field.precision}
          style={{ width: '100%' }}
        />
      );
    case 'date':
      return <DatePicker placeholder={placeholder} disabled={disabled} style={{ width: '100%' }} />;
    case 'datetime':
      return (
        <DatePicker
          showTime
          placeholder={placeholder}
          disabled={disabled}
          style={{ width: '100%' }}
        />
      );
    case 'dict':
      return <DictSelect dictCode={field.dictCode} placeholder={placeholder} disabled={disabled} />;
    case 'select':
      return (
        <Select
          placeholder={placeholder}
          disabled={disabled}
          allowClear
          options={field.options.map((option) => ({ ...option }))}
        />
      );
    case 'widget':
      return field.widget(context);
  }
}

/** The declared fields of the create/edit form, for the mode it is open in. */
export function FormFields({
  fields,
  context,
}: {
  fields: readonly FormFieldDecl[];
  context: FormContext;
}) {
  const form = Form.useFormInstance();
  const permissionLists = usePermissionLists();
  const withValues: FormContext = {
    ...context,
    valueOf: (name) => form.getFieldValue(name) as unknown,
  };
  return fields
    .filter((field) => !field.modes || field.modes.includes(context.mode))
    .map((field) => {
      const dates =
        field.kind === 'date'
          ? dateItemProps(DATE_FORMAT)
          : field.kind === 'datetime'
            ? dateItemProps(DATE_TIME_FORMAT)
            : {};
      // spec 6 disable policy: a locked field cannot be changed, so it is not checked either.
      const locked = field.code !== undefined && isActionDisabled(field.code, permissionLists);
      const formItem = (
        <Form.Item
          key={field.field}
          name={field.field}
          label={field.label}
          rules={locked ? [] : fieldRules(field, withValues)}
          dependencies={field.dependencies ? [...field.dependencies] : undefined}
          validateTrigger={['onChange', 'onBlur']}
          {...dates}
          {...(field.kind === 'dict' || field.kind === 'select' ? choiceItemProps : {})}
        >
          {fieldInput(field, withValues, locked)}
        </Form.Item>
      );
      // Widgets take `disabled` from the context when they are not given one.
      const item = locked ? (
        <ConfigProvider key={field.field} componentDisabled>
          {formItem}
        </ConfigProvider>
      ) : (
        formItem
      );
      const { visibleWhen } = field;
      if (!visibleWhen) return item;
      // Re-rendered on every change; a hidden field is unregistered, so it is not sent.
      return (
        <Form.Item key={field.field} noStyle shouldUpdate>
          {() => (visibleWhen(form.getFieldsValue(true) as Record<string, unknown>) ? item : null)}
        </Form.Item>
      );
    });
}
