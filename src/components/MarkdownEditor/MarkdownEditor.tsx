import { Spin } from 'antd';
import { Suspense } from 'react';
import { lazyWithRetry } from '../ErrorBoundary';
import { MARKDOWN_EDITOR_HEIGHT, MARKDOWN_EDITOR_MIN_HEIGHT } from '../../lib/constants';

export interface MarkdownEditorProps {
  value?: string;
  onChange?: (value: string) => void;
  /** Height in px; spec 9: default 300, never below 200. */
  height?: number;
  /** 'live' shows source and preview side by side (the default), 'edit' and 'preview' one of them. */
  preview?: 'live' | 'edit' | 'preview';
  disabled?: boolean;
  placeholder?: string;
  /** Set by antd Form.Item, so its label points at the text area. */
  id?: string;
}

// The editor, its preview pipeline and its style sheet are a chunk of their own (design: heavy
// widgets load lazily).
const MarkdownEditorView = lazyWithRetry(() => import('./MarkdownEditorView'), 'widget');

/** Markdown editor (spec 2.10, 9), a controlled widget for antd Form.Item. */
export function MarkdownEditor(props: MarkdownEditorProps) {
  const height = Math.max(props.height ?? MARKDOWN_EDITOR_HEIGHT, MARKDOWN_EDITOR_MIN_HEIGHT);
  return (
    <Suspense
      fallback={
        <Spin tip="加载中...">
          <div style={{ height }} />
        </Spin>
      }
    >
      <MarkdownEditorView {...props} height={height} />
    </Suspense>
  );
}
