import { Input, Modal } from 'antd';
import { useState } from 'react';

interface SaveQueryPromptProps {
  open: boolean;
  onOk: (name: string) => void;
  onCancel: () => void;
}

/**
 * Asks for the name to save the query under (JSuperQuery: 请输入保存的名称). The parent gives it a
 * new key on each opening, so the name starts empty.
 */
export function SaveQueryPrompt({ open, onOk, onCancel }: SaveQueryPromptProps) {
  const [name, setName] = useState('');
  return (
    <Modal
      title="请输入保存的名称"
      open={open}
      okText="确定"
      cancelText="取消"
      destroyOnHidden
      onOk={() => onOk(name)}
      onCancel={onCancel}
    >
      <Input
        autoFocus
        aria-label="保存名称"
        value={name}
        onChange={(event) => setName(event.target.value)}
        onPressEnter={() => onOk(name)}
      />
    </Modal>
  );
}
