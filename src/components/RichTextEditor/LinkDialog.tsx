import { Form, Input, Modal } from 'antd';
import { LINK_URL_INVALID } from '../../lib/messages';
import { isHttpUrl } from '../MarkdownImageDialog/markdownImage';

interface LinkDialogProps {
  onCancel: () => void;
  /** A checked http(s) address. */
  onConfirm: (href: string) => void;
}

/** 插入链接: asks for the address of a link; mounted only while open, so it starts empty. */
export function LinkDialog({ onCancel, onConfirm }: LinkDialogProps) {
  const [form] = Form.useForm<{ href: string }>();
  const confirm = async () => {
    const { href } = await form.validateFields();
    onConfirm(href.trim());
  };
  return (
    <Modal
      open
      title="插入链接"
      okText="确定"
      cancelText="取消"
      onOk={() => void confirm().catch(() => undefined)}
      onCancel={onCancel}
    >
      <Form form={form} layout="vertical" onFinish={() => void confirm()}>
        <Form.Item
          name="href"
          label="链接地址"
          rules={[
            {
              validator: async (_rule, value?: string) => {
                if (!isHttpUrl(value ?? '')) throw new Error(LINK_URL_INVALID);
              },
            },
          ]}
        >
          <Input placeholder="https://" autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
