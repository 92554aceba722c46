import { Button, Form, Modal, Typography } from 'antd';
import { useRef, useState } from 'react';
import { OpPasswordField } from '../../../src/components/OpPasswordField';
import { BATCH_TEXTS as TEXTS } from './texts';

export interface SubmitBatchDialogProps {
  disabled: boolean;
  /** 共 n 笔，合计 x 元: what the operator is about to submit. */
  summary: string;
  submitting: boolean;
  /** Sends the plain password to the provider (which encrypts it); true closes the dialog. */
  onSubmit: (opPsw: string) => Promise<boolean>;
}

/** 提交 with the operation password (spec 7.2); a refusal keeps the dialog and its input. */
export function SubmitBatchDialog({
  disabled,
  summary,
  submitting,
  onSubmit,
}: SubmitBatchDialogProps) {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ opPsw?: string }>();
  const sending = useRef(false);

  const send = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values?.opPsw || sending.current) return;
    sending.current = true;
    try {
      if (await onSubmit(values.opPsw)) setOpen(false);
    } finally {
      sending.current = false;
    }
  };

  return (
    <>
      <Button type="primary" disabled={disabled} onClick={() => setOpen(true)}>
        {TEXTS.submit}
      </Button>
      <Modal
        open={open}
        title={TEXTS.submitTitle}
        okText="确定"
        cancelText="取消"
        confirmLoading={submitting}
        destroyOnHidden
        onOk={() => void send()}
        onCancel={() => setOpen(false)}
      >
        <Typography.Paragraph>{summary}</Typography.Paragraph>
        <Form form={form} layout="vertical" name="batchPaySubmit" preserve={false}>
          <OpPasswordField />
        </Form>
      </Modal>
    </>
  );
}
