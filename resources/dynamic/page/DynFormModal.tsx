import { Col, Form, Modal, Row } from 'antd';
import { useEffect, useRef } from 'react';
import type { DynDescriptor, DynRecord } from '../../../providers/dyn-api';
import {
  formRulesOf,
  formValuesOf,
  isFieldLocked,
  recordValuesOf,
  type DynFormValues,
} from '../../../src/lib/dynamic';
import { useKeptFormInput } from '../../kit/useKeptFormInput';
import { useSending } from '../../kit/useSending';
import { useDynApi } from './dynApiContext';
import { DynFieldWidget } from './DynFieldWidget';
import { DYN_TEXTS as TEXTS } from './texts';

/** 新增, or 编辑 of `record`. */
export type DynFormTarget = { mode: 'create' } | { mode: 'edit'; record: DynRecord };

const HALF = { xs: 24, md: 12 } as const;

/**
 * The record form of a descriptor page (DynRecordAddtion / DynRecordUpdating): the descriptor's
 * fields with their rules (spec 5.1); a field marked not editable is shown but locked when
 * editing. A refusal keeps the dialog and what was typed and shows the server's text (spec 7.1);
 * one save at a time.
 */
export function DynFormModal({
  descriptor,
  target,
  onClose,
  onSaved,
}: {
  descriptor: DynDescriptor;
  target: DynFormTarget | undefined;
  onClose: () => void;
  onSaved: () => void;
}) {
  const api = useDynApi();
  const [form] = Form.useForm<DynFormValues>();
  const { sending, run, busy } = useSending();
  const open = target !== undefined;
  const fields = descriptor.formFields;

  // Filled when it opens only: a kept-alive tab shown again (spec 2.8) must keep what was typed.
  const filledFor = useRef<DynFormTarget | undefined>(undefined);
  useEffect(() => {
    if (!target) {
      filledFor.current = undefined;
      return;
    }
    if (filledFor.current === target) return;
    filledFor.current = target;
    form.resetFields();
    if (target.mode === 'edit') form.setFieldsValue(formValuesOf(fields, target.record.values));
  }, [target, form, fields]);
  const { noteChange } = useKeptFormInput(form, open);

  const save = async () => {
    if (!target || busy()) return;
    const typed = await form.validateFields().catch(() => undefined);
    if (!typed || busy()) return;
    // Locked fields are disabled, so validateFields leaves them out: take every value held.
    const values = recordValuesOf(fields, { ...form.getFieldsValue(true), ...typed });
    await run(
      () =>
        target.mode === 'edit'
          ? api.updateRecord(descriptor.pageCode, target.record.recordId, values)
          : api.addRecord(descriptor.pageCode, values),
      onSaved,
    );
  };

  const mode = target?.mode ?? 'create';
  return (
    <Modal
      open={open}
      title={mode === 'edit' ? TEXTS.editTitle(descriptor.title) : TEXTS.addTitle(descriptor.title)}
      width={820}
      maskClosable={false}
      okText="确定"
      cancelText="取消"
      confirmLoading={sending}
      onOk={() => void save()}
      onCancel={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        name={`dynForm-${descriptor.pageCode}`}
        disabled={sending}
        onValuesChange={noteChange}
      >
        <Row gutter={16}>
          {fields.map((field) => (
            <Col key={field.field} {...(field.widget === 'textarea' ? { span: 24 } : HALF)}>
              <Form.Item
                name={field.field}
                label={field.label}
                rules={isFieldLocked(field, mode) ? [] : formRulesOf(field)}
              >
                <DynFieldWidget field={field} disabled={isFieldLocked(field, mode)} />
              </Form.Item>
            </Col>
          ))}
        </Row>
      </Form>
    </Modal>
  );
}
