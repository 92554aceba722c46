import { Form, Modal } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import type { Customer } from '../../../providers/customer-api';
import type { FeeConfigRow } from '../../../providers/customer-fee-api';
import { useKeptFormInput } from '../../kit/useKeptFormInput';
import { useCustomerDetailApi } from '../detail/detailApiContext';
import { feeFieldsOf, feeFormValues, todayText, type FeeFormValues } from './feeForm';
import { FeeFormFields } from './FeeFormFields';
import { FeePreview } from './FeePreview';
import { FEE_PANEL_TEXTS as TEXTS } from './texts';
import { useAppFeedback } from '../../../src/components/feedback/useAppFeedback';

export interface FeeFormModalProps {
  customer: Customer;
  open: boolean;
  /** The configuration being edited; none to add one. */
  editing?: FeeConfigRow;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * 新增 / 编辑 a fee configuration (CusConfigFee). Every rule of src/lib/customer is checked
 * before the call; a refused save keeps the dialog and what was typed and shows the server's
 * text (spec 7.1); one save at a time.
 */
export function FeeFormModal({ customer, open, editing, onClose, onSaved }: FeeFormModalProps) {
  const api = useCustomerDetailApi();
  const { message } = useAppFeedback();
  const [form] = Form.useForm<FeeFormValues>();
  const [saving, setSaving] = useState(false);
  const pending = useRef(false);
  const today = todayText();

  // Filled when it opens only: what the user typed stays while it is open.
  const filledFor = useRef<FeeConfigRow | 'new' | undefined>(undefined);
  useEffect(() => {
    if (!open) {
      filledFor.current = undefined;
      return;
    }
    const target = editing ?? 'new';
    if (filledFor.current === target) return;
    filledFor.current = target;
    form.resetFields();
    form.setFieldsValue(editing ? feeFormValues(editing) : { effectiveDate: dayjs(today) });
  }, [open, editing, form, today]);
  // The detail page is a kept-alive tab (spec 2.8): input survives the tab being hidden.
  const { noteChange } = useKeptFormInput(form, open);

  const save = async () => {
    if (pending.current) return;
    const values = await form.validateFields().catch(() => undefined);
    const fields =
      values && feeFieldsOf(form.getFieldsValue(true) as FeeFormValues, customer.cusCode);
    // A second click while the first was validating finds the save already sent.
    if (!fields || pending.current) return;
    pending.current = true;
    setSaving(true);
    try {
      const outcome = await api.saveFee(fields);
      if (!outcome.ok) {
        if (!outcome.presented) void message.warning(outcome.message);
        return;
      }
      void message.success(outcome.message || TEXTS.saved);
      onSaved();
    } finally {
      pending.current = false;
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={editing ? TEXTS.editTitle : TEXTS.addTitle}
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
        name="customerFee"
        disabled={saving}
        onValuesChange={noteChange}
      >
        <FeeFormFields editing={Boolean(editing)} today={today} />
        <FeePreview />
      </Form>
    </Modal>
  );
}
