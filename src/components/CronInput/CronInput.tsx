import { ScheduleOutlined } from '@ant-design/icons';
import { Button, Input, Modal, Space, Typography } from 'antd';
import { Suspense, useState } from 'react';
import { lazyWithRetry } from '../ErrorBoundary';
import { CRON_INPUT_WIDTH, MODAL_WIDTH } from '../../lib/constants';
import { cronExpressionError } from '../../lib/cron/parse';
import { CRON_EMPTY } from '../../lib/messages';

// The editor (with croner and cronstrue) loads on the first opening only.
const CronEditorModal = lazyWithRetry(() => import('./CronEditorModal'), 'widget');

export interface CronInputProps {
  value?: string;
  onChange?: (value: string) => void;
  /** spec 2.10: 800px by default. */
  width?: number | string;
  disabled?: boolean;
  placeholder?: string;
  id?: string;
  /**
   * Show why Quartz would reject a typed expression under the input (default). Turn it off in a
   * Form.Item that validates with cronExpressionRule, which shows the same reason.
   */
  showError?: boolean;
}

/**
 * A Quartz cron expression: typed directly or built in the modal editor (spec 2.10, 4).
 */
export function CronInput({
  value,
  onChange,
  width = CRON_INPUT_WIDTH,
  disabled,
  placeholder = CRON_EMPTY,
  id,
  showError = true,
}: CronInputProps) {
  const [open, setOpen] = useState(false);
  // Each opening gets a fresh editor, so a cancelled draft is never shown again.
  const [openings, setOpenings] = useState(0);
  const error = value?.trim() ? cronExpressionError(value) : null;

  const openEditor = () => {
    setOpenings((count) => count + 1);
    setOpen(true);
  };
  const close = () => setOpen(false);

  return (
    <div style={{ width, maxWidth: '100%' }}>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          id={id}
          aria-label="Cron表达式"
          value={value ?? ''}
          placeholder={placeholder}
          disabled={disabled}
          status={error ? 'error' : undefined}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChange?.(event.target.value)}
        />
        <Button icon={<ScheduleOutlined />} disabled={disabled} onClick={openEditor}>
          选择
        </Button>
      </Space.Compact>
      {error && showError ? (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      ) : null}
      {openings > 0 ? (
        <Suspense
          fallback={
            <Modal
              open={open}
              title="Cron表达式"
              width={MODAL_WIDTH.cronEditor}
              loading
              footer={null}
              onCancel={close}
            />
          }
        >
          <CronEditorModal
            key={openings}
            open={open}
            value={value}
            onOk={(expression) => {
              onChange?.(expression);
              close();
            }}
            onCancel={close}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
