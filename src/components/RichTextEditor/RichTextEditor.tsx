import { Spin, theme } from 'antd';
import { Suspense } from 'react';
import { lazyWithRetry } from '../ErrorBoundary';
import { RICH_TEXT_EDITOR_HEIGHT } from '../../lib/constants';

export interface RichTextEditorProps {
  /** HTML. */
  value?: string;
  /** Sanitised HTML (src/lib/sanitizeHtml), '' for an empty document. */
  onChange?: (html: string) => void;
  disabled?: boolean;
  /** Total height in px, toolbar included; spec 9 default 300. */
  height?: number;
  /** Set by antd Form.Item, so its label points at the editing area. */
  id?: string;
}

// Tiptap and ProseMirror are a chunk of their own (design: heavy widgets load lazily).
const RichTextEditorView = lazyWithRetry(() => import('./RichTextEditorView'), 'widget');

/** Rich-text editor (spec 2.10, 9), a controlled widget for antd Form.Item. */
export function RichTextEditor(props: RichTextEditorProps) {
  const { height = RICH_TEXT_EDITOR_HEIGHT } = props;
  const { token } = theme.useToken();
  return (
    <div
      className="rich-text-editor"
      style={{
        height,
        display: 'flex',
        flexDirection: 'column',
        border: `${token.lineWidth}px ${token.lineType} ${token.colorBorder}`,
        borderRadius: token.borderRadius,
        background: props.disabled ? token.colorBgContainerDisabled : token.colorBgContainer,
        overflow: 'hidden',
      }}
    >
      <Suspense
        fallback={
          <Spin tip="加载中...">
            <div style={{ height: height - 2 }} />
          </Spin>
        }
      >
        <RichTextEditorView {...props} />
      </Suspense>
    </div>
  );
}
