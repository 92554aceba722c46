import { Form, Input, Modal, Tabs } from 'antd';
import { useState } from 'react';
import type { UploadedFile } from '../../../providers/upload-api';
import { IMAGE_URL_INVALID, NO_FILE_UPLOADED } from '../../lib/messages';
import { LocalImageUpload } from './LocalImageUpload';
import { isHttpUrl, markdownImage } from './markdownImage';
import { useAppFeedback } from '../feedback/useAppFeedback';

export interface MarkdownImageDialogProps {
  open: boolean;
  onCancel: () => void;
  /** Called with `![remark](url)` when the user confirms an image. */
  onInsert: (markdown: string) => void;
}

type Source = 'local' | 'network';

interface NetworkFields {
  url?: string;
  remark?: string;
}

/** The dialog's content; unmounted when it closes, so every opening starts empty. */
function ImageForm({ onCancel, onInsert }: Omit<MarkdownImageDialogProps, 'open'>) {
  const { message } = useAppFeedback();
  const [form] = Form.useForm<NetworkFields>();
  const [source, setSource] = useState<Source>('local');
  const [uploaded, setUploaded] = useState<UploadedFile>();

  const confirm = async () => {
    const url = source === 'local' ? uploaded?.url : form.getFieldValue('url')?.trim();
    if (!url) {
      // spec 5.4: confirming without an image.
      void message.warning(NO_FILE_UPLOADED);
      return;
    }
    const { remark } = await form.validateFields();
    onInsert(markdownImage(url, remark));
  };

  return (
    <Modal
      open
      title="图片上传"
      onOk={() => void confirm().catch(() => undefined)}
      onCancel={onCancel}
      okText="确定"
      cancelText="取消"
    >
      <Form form={form} layout="vertical">
        <Tabs
          activeKey={source}
          onChange={(key) => setSource(key as Source)}
          items={[
            {
              key: 'local',
              label: '本地上传',
              children: <LocalImageUpload onUploaded={setUploaded} />,
            },
            {
              key: 'network',
              label: '网络图片地址',
              forceRender: true,
              children: (
                <Form.Item
                  name="url"
                  label="图片地址"
                  rules={[
                    {
                      // Only checked on the network tab: on the local one the field is not used.
                      validator: async (_rule, value?: string) => {
                        if (source !== 'network' || !value?.trim() || isHttpUrl(value)) return;
                        throw new Error(IMAGE_URL_INVALID);
                      },
                    },
                  ]}
                >
                  <Input placeholder="请输入网络图片地址，如 https://…" allowClear />
                </Form.Item>
              ),
            },
          ]}
        />
        <Form.Item name="remark" label="备注">
          <Input placeholder="请输入备注（作为图片的替代文字）" allowClear />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Markdown image dialog 图片上传 (spec 2.10): local upload or network address, optional remark. */
export function MarkdownImageDialog({ open, ...rest }: MarkdownImageDialogProps) {
  return open ? <ImageForm {...rest} /> : null;
}
