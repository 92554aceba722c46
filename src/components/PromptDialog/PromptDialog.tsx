import { Form, Input, Modal, Typography, type InputRef } from 'antd';
import type { FormRule } from 'antd';
import { useRef, useState, type ReactNode } from 'react';

export interface PromptOptions {
  title?: ReactNode;
  /** Text shown above the input. */
  content?: ReactNode;
  placeholder?: string;
  defaultValue?: string;
  /** antd Form rules the input must pass before onOk runs. */
  rules?: FormRule[];
  /**
   * Called with the input once it is valid. A promise keeps the dialog open with a loading OK
   * button: resolved → closed, rejected → still open (the caller has shown why).
   */
  onOk?: (value: string) => unknown;
  onCancel?: () => void;
  width?: number;
}

export interface PromptDialogProps extends PromptOptions {
  open: boolean;
  /** The dialog asks to be closed (after OK or Cancel); the owner sets `open` to false. */
  onClose: () => void;
  afterClose?: () => void;
}

const FIELD = 'value';
// Explicit, as the other dialogs do: the built app's modals otherwise show antd's English texts.
const OK_TEXT = '确定';
const CANCEL_TEXT = '取消';

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | null)?.then === 'function';

/**
 * Prompt dialog (JPrompt, spec 4): opens with focus in the input; OK validates against `rules`;
 * an async handler keeps it open with a loading OK button until it settles, a sync one closes
 * it; Cancel calls `onCancel` and closes.
 */
export function PromptDialog({
  open,
  onClose,
  afterClose,
  title,
  content,
  placeholder,
  defaultValue,
  rules,
  onOk,
  onCancel,
  width,
}: PromptDialogProps) {
  const [form] = Form.useForm<{ [FIELD]: string }>();
  const [loading, setLoading] = useState(false);
  const input = useRef<InputRef>(null);

  const confirm = async () => {
    if (loading) return;
    let value: string;
    try {
      value = (await form.validateFields())[FIELD] ?? '';
    } catch {
      return; // the form shows the rule's message under the input
    }
    const result = onOk?.(value);
    if (!isThenable(result)) {
      onClose();
      return;
    }
    setLoading(true);
    try {
      await result;
      onClose();
    } catch {
      // spec 4: a failed async handler keeps the dialog open for another try.
    } finally {
      setLoading(false);
    }
  };

  const cancel = () => {
    onCancel?.();
    onClose();
  };

  return (
    <Modal
      open={open}
      title={title}
      width={width}
      onOk={() => void confirm()}
      onCancel={cancel}
      okText={OK_TEXT}
      cancelText={CANCEL_TEXT}
      confirmLoading={loading}
      afterClose={afterClose}
      afterOpenChange={(visible) => visible && input.current?.focus()}
      destroyOnHidden
      maskClosable={false}
    >
      {content ? <Typography.Paragraph>{content}</Typography.Paragraph> : null}
      <Form form={form} initialValues={{ [FIELD]: defaultValue }} preserve={false}>
        <Form.Item name={FIELD} rules={rules} style={{ marginBottom: 0 }}>
          <Input
            ref={input}
            autoFocus
            placeholder={placeholder}
            aria-label={placeholder ?? (typeof title === 'string' ? title : undefined)}
            onPressEnter={() => void confirm()}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
