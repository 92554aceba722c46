import { Form, Modal, type FormInstance } from 'antd';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { CANCEL_TEXT, OK_TEXT } from './texts';

export interface FormDialogProps<Values> {
  title: string;
  width: number;
  open: boolean;
  onClose: () => void;
  /** Resolves true when the dialog should close (the call succeeded). */
  onSubmit: (values: Values) => Promise<boolean>;
  children: ReactNode;
}

/**
 * The modal form shared by the header's password, decrypt dialogs: OK and Enter in any input
 * submit (spec 2.10), one submission at a time, fresh fields on every opening.
 */
export function FormDialog<Values>({
  title,
  width,
  open,
  onClose,
  onSubmit,
  children,
}: FormDialogProps<Values>) {
  const [form] = Form.useForm<Values>();
  const [submitting, setSubmitting] = useState(false);

  const finish = async (values: Values) => {
    if (submitting) return;
    setSubmitting(true);
    const done = await onSubmit(values).finally(() => setSubmitting(false));
    if (done) onClose();
  };

  return (
    <Modal
      title={title}
      width={width}
      open={open}
      okText={OK_TEXT}
      cancelText={CANCEL_TEXT}
      confirmLoading={submitting}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      maskClosable={false}
    >
      <DialogForm form={form} onFinish={finish}>
        {children}
      </DialogForm>
    </Modal>
  );
}

function DialogForm<Values>({
  form,
  onFinish,
  children,
}: {
  form: FormInstance<Values>;
  onFinish: (values: Values) => Promise<void>;
  children: ReactNode;
}) {
  const submitOnEnter = (event: KeyboardEvent<HTMLFormElement>) => {
    // Enter in a text field submits; Enter while an IME is composing only confirms the word.
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    if (!(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    form.submit();
  };
  return (
    <Form
      form={form}
      layout="horizontal"
      labelCol={{ span: 6 }}
      wrapperCol={{ span: 16 }}
      preserve={false}
      onFinish={(values) => void onFinish(values)}
      onKeyDown={submitOnEnter}
    >
      {children}
    </Form>
  );
}
