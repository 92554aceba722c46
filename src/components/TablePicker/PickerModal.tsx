import { Button, Modal, Space, type ModalProps } from 'antd';
import type { ReactNode } from 'react';

export interface PickerModalProps extends Pick<ModalProps, 'centered' | 'style'> {
  title: string;
  open: boolean;
  width: number;
  onCancel: () => void;
  /** The picker's body, with its own PickerFooter: the choice lives there. */
  children: ReactNode;
}

/**
 * The modal of a picker (spec 2.10): the body exists only while the modal is open, so each opening
 * starts from the input's current value, and nothing of it is kept after closing.
 */
export function PickerModal({
  title,
  open,
  width,
  onCancel,
  children,
  ...placement
}: PickerModalProps) {
  return (
    <Modal
      title={title}
      open={open}
      width={width}
      {...placement}
      destroyOnHidden
      footer={null}
      onCancel={onCancel}
    >
      {open ? children : null}
    </Modal>
  );
}

/** 关闭 and 确定 under a picker's body; 确定 hands over the choice. */
export function PickerFooter({ onCancel, onOk }: { onCancel: () => void; onOk: () => void }) {
  return (
    <div style={{ marginTop: 16, textAlign: 'right' }}>
      <Space>
        <Button onClick={onCancel}>关闭</Button>
        <Button type="primary" onClick={onOk}>
          确定
        </Button>
      </Space>
    </div>
  );
}
