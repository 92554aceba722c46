import { Form, Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { SubMch } from '../../../providers/submch-api';
import { OPERATION_SUCCEEDED } from '../../../src/lib/messages';
import { useKeptFormInput } from '../../kit/useKeptFormInput';
import { useSubMchApi } from './subMchApiContext';
import { subMchFieldsOf, subMchFormValues, type SubMchFormValues } from './subMchForm';
import { SubMchFormFields } from './SubMchFormFields';
import { SUBMCH_TEXTS as TEXTS } from './texts';
import { useAppFeedback } from '../../../src/components/feedback/useAppFeedback';

export interface SubMchFormModalProps {
  open: boolean;
  /** The sub-merchant being edited; none to create one. */
  subMch?: SubMch;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * 新建 / 编辑 a sub-merchant (SubMchAddtion / SubMchUpdating). A refused save (a duplicate name or
 * certificate number, a disabled one) keeps the dialog and what was typed and shows the server's
 * text (spec 7.1); one save at a time.
 */
export function SubMchFormModal({ open, subMch, onClose, onSaved }: SubMchFormModalProps) {
  const api = useSubMchApi();
  const { message } = useAppFeedback();
  const [form] = Form.useForm<SubMchFormValues>();
  const [saving, setSaving] = useState(false);
  const pending = useRef(false);

  // Filled when it opens only: a kept-alive tab shown again (spec 2.8) re-runs this effect while
  // open, and what the user typed must stay.
  const filledFor = useRef<SubMch | 'new' | undefined>(undefined);
  useEffect(() => {
    if (!open) {
      filledFor.current = undefined;
      return;
    }
    const target = subMch ?? 'new';
    if (filledFor.current === target) return;
    filledFor.current = target;
    form.resetFields();
    if (subMch) form.setFieldsValue(subMchFormValues(subMch));
  }, [open, subMch, form]);
  const { noteChange } = useKeptFormInput(form, open);

  const save = async () => {
    if (pending.current) return;
    const values = await form.validateFields().catch(() => undefined);
    const fields = values && subMchFieldsOf(values);
    // A second click while the first was validating finds the save already sent.
    if (!fields || pending.current) return;
    pending.current = true;
    setSaving(true);
    try {
      const outcome = subMch ? await api.update(subMch.mchCode, fields) : await api.add(fields);
      if (!outcome.ok) {
        if (!outcome.presented) void message.warning(outcome.message);
        return;
      }
      void message.success(outcome.message || OPERATION_SUCCEEDED);
      onSaved();
    } finally {
      pending.current = false;
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={subMch ? TEXTS.editTitle : TEXTS.addTitle}
      width={880}
      maskClosable={false}
      okText="确定"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        name="subMch"
        disabled={saving}
        onValuesChange={noteChange}
      >
        <SubMchFormFields editing={subMch !== undefined} />
      </Form>
    </Modal>
  );
}
