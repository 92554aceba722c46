import { Modal } from 'antd';
import { useState } from 'react';
import { MODAL_WIDTH } from '../../lib/constants';
import { createCronDraft, draftWithPart, draftWithText } from '../../lib/cron/draft';
import { CronEditor } from './CronEditor';

export interface CronEditorModalProps {
  open: boolean;
  /** The expression the editor starts from; empty opens the default cron (spec 9). */
  value: string | undefined;
  onOk: (expression: string) => void;
  onCancel: () => void;
}

/**
 * The cron editor dialog (spec 2.10, width 800). It edits a draft and hands it back only on OK;
 * loaded lazily by CronInput so croner and cronstrue stay out of the input's chunk.
 */
export default function CronEditorModal({ open, value, onOk, onCancel }: CronEditorModalProps) {
  const [draft, setDraft] = useState(() => createCronDraft(value));
  return (
    <Modal
      open={open}
      title="Cron表达式"
      width={MODAL_WIDTH.cronEditor}
      okText="确定"
      cancelText="取消"
      okButtonProps={{ disabled: draft.error !== null }}
      onOk={() => onOk(draft.text.trim())}
      onCancel={onCancel}
    >
      <CronEditor
        draft={draft}
        onPartChange={(part, field) => setDraft((current) => draftWithPart(current, part, field))}
        onTextChange={(text) => setDraft((current) => draftWithText(current, text))}
      />
    </Modal>
  );
}
