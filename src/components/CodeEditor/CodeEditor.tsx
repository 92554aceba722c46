import { Spin, theme } from 'antd';
import { Suspense, useState } from 'react';
import { lazyWithRetry } from '../ErrorBoundary';
import { CODE_EDITOR_HEIGHT, type CodeEditorLanguage } from '../../lib/constants';

export interface CodeEditorProps {
  value?: string;
  onChange?: (value: string) => void;
  /** One of the 12 languages of spec 9; plain text without it. */
  language?: CodeEditorLanguage;
  /** CSS height; spec 9 default 240px. */
  height?: string;
  readOnly?: boolean;
  placeholder?: string;
  /** Set by antd Form.Item, so its label points at the editor. */
  id?: string;
}

// The editor and CodeMirror are one chunk of their own (design: heavy widgets load lazily).
const CodeEditorView = lazyWithRetry(() => import('./CodeEditorView'), 'widget');

/** Code editor (spec 2.10, 9), a controlled widget for antd Form.Item. */
export function CodeEditor(props: CodeEditorProps) {
  const { height = CODE_EDITOR_HEIGHT } = props;
  const { token } = theme.useToken();
  const [focused, setFocused] = useState(false);
  return (
    <div
      className="code-editor"
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      style={{
        // The border and focus ring of an antd input, so the editor sits well in a form.
        border: `${token.lineWidth}px ${token.lineType} ${focused ? token.colorPrimary : token.colorBorder}`,
        borderRadius: token.borderRadius,
        boxShadow: focused
          ? `0 0 0 ${token.controlOutlineWidth}px ${token.controlOutline}`
          : undefined,
        overflow: 'hidden',
        transition: `all ${token.motionDurationMid}`,
      }}
    >
      <Suspense
        fallback={
          <Spin tip="加载中...">
            <div style={{ height }} />
          </Spin>
        }
      >
        <CodeEditorView {...props} height={height} />
      </Suspense>
    </div>
  );
}
