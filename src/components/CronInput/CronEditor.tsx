import { Alert, Input, Tabs, Typography } from 'antd';
import type { CronDraft } from '../../lib/cron/draft';
import { CRON_PART_LABELS, CRON_PARTS, type CronField, type CronPart } from '../../lib/cron/model';
import { CronPartPanel } from './CronPartPanel';
import { CronPreview } from './CronPreview';

export interface CronEditorProps {
  draft: CronDraft;
  onPartChange: (part: CronPart, field: CronField) => void;
  onTextChange: (text: string) => void;
}

/** The editor's body: one wizard tab per part, the expression (editable), its preview. */
export function CronEditor({ draft, onPartChange, onTextChange }: CronEditorProps) {
  return (
    <>
      <Tabs
        size="small"
        destroyOnHidden
        items={CRON_PARTS.map((part) => ({
          key: part,
          label: CRON_PART_LABELS[part],
          children: (
            <div style={{ minHeight: 340 }}>
              <CronPartPanel
                part={part}
                field={draft.state[part]}
                onChange={(field) => onPartChange(part, field)}
              />
            </div>
          ),
        }))}
      />
      <Typography.Text strong>Cron表达式</Typography.Text>
      <Input
        aria-label="Cron表达式"
        value={draft.text}
        status={draft.error ? 'error' : undefined}
        onChange={(event) => onTextChange(event.target.value)}
        style={{ marginTop: 4, fontFamily: 'monospace' }}
      />
      {draft.error ? (
        <Alert type="error" showIcon message={draft.error} style={{ marginTop: 8 }} />
      ) : null}
      <CronPreview expression={draft.error ? null : draft.text} />
    </>
  );
}
