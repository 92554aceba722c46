import { Form, Modal } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Customer } from '../../../providers/customer-api';
import { OPERATION_SUCCEEDED } from '../../../src/lib/messages';
import { useKeptFormInput } from '../../kit/useKeptFormInput';
import { useCustomerApi } from './customerApiContext';
import { customerFieldsOf, customerFormValues, type CustomerFormValues } from './customerForm';
import { certNoRules } from './customerFormRules';
import { CustomerFormFields } from './CustomerFormFields';
import { CUSTOMER_PAGE_TEXTS as TEXTS } from './texts';
import { useAppFeedback } from '../../../src/components/feedback/useAppFeedback';

export interface CustomerFormModalProps {
  open: boolean;
  /** The customer being edited; none to create one. */
  customer?: Customer;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * 新增 / 编辑 a customer (CusMastInfoAddtion / CusMastInfoUpdating). A refused save keeps the
 * dialog and what was typed and shows the server's text (spec 7.1); one save at a time.
 */
export function CustomerFormModal({ open, customer, onClose, onSaved }: CustomerFormModalProps) {
  const api = useCustomerApi();
  const { message } = useAppFeedback();
  const [form] = Form.useForm<CustomerFormValues>();
  const [saving, setSaving] = useState(false);
  const pending = useRef(false);
  const cusCode = customer?.cusCode;
  const certRules = useMemo(() => certNoRules(api, cusCode), [api, cusCode]);

  // Filled when it opens only: a kept-alive tab shown again (spec 2.8) re-runs this effect while
  // open, and what the user typed must stay.
  const filledFor = useRef<Customer | 'new' | undefined>(undefined);
  useEffect(() => {
    if (!open) {
      filledFor.current = undefined;
      return;
    }
    const target = customer ?? 'new';
    if (filledFor.current === target) return;
    filledFor.current = target;
    form.resetFields();
    if (customer) form.setFieldsValue(customerFormValues(customer));
  }, [open, customer, form]);
  const { noteChange } = useKeptFormInput(form, open);

  const save = async () => {
    if (pending.current) return;
    const values = await form.validateFields().catch(() => undefined);
    const fields = values && customerFieldsOf(values);
    // A second click while the first was validating finds the save already sent.
    if (!fields || pending.current) return;
    pending.current = true;
    setSaving(true);
    try {
      const outcome = customer ? await api.update(customer.cusCode, fields) : await api.add(fields);
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
      title={customer ? TEXTS.editTitle : TEXTS.addTitle}
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
        name="customer"
        disabled={saving}
        onValuesChange={noteChange}
      >
        <CustomerFormFields certNoRules={certRules} />
      </Form>
    </Modal>
  );
}
