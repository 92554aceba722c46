import {
  BoldOutlined,
  ClearOutlined,
  CodeOutlined,
  FontSizeOutlined,
  ItalicOutlined,
  LineOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { Button, Divider, Dropdown, Tooltip } from 'antd';
import type { ReactNode } from 'react';

interface ToolbarProps {
  editor: Editor;
  disabled?: boolean;
  uploading: boolean;
  onLink: () => void;
  onImage: () => void;
}

interface ToolProps {
  label: string;
  icon: ReactNode;
  active?: boolean;
  disabled?: boolean;
  loading?: boolean;
  onClick: () => void;
}

/** One toolbar button; its Chinese name is both the tooltip and the accessible name. */
function Tool({ label, icon, active, disabled, loading, onClick }: ToolProps) {
  return (
    <Tooltip title={label}>
      <Button
        type={active ? 'primary' : 'text'}
        ghost={active}
        size="small"
        icon={icon}
        aria-label={label}
        aria-pressed={active}
        disabled={disabled}
        loading={loading}
        // Keep the selection in the document while the button is pressed.
        onMouseDown={(event) => event.preventDefault()}
        onClick={onClick}
      />
    </Tooltip>
  );
}

const HEADINGS = [
  { key: 'paragraph', label: '正文' },
  { key: '1', label: '标题 1' },
  { key: '2', label: '标题 2' },
  { key: '3', label: '标题 3' },
] as const;

/** Toolbar of the rich-text editor, antd buttons with Chinese tooltips (spec 9: zh-CN). */
export function RichTextToolbar({ editor, disabled, uploading, onLink, onImage }: ToolbarProps) {
  // Re-render the toolbar only when a state it shows changes, not on every keystroke.
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      strike: current.isActive('strike'),
      heading: current.isActive('heading'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      codeBlock: current.isActive('codeBlock'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();

  return (
    <div
      role="toolbar"
      aria-label="编辑工具栏"
      style={{ display: 'flex', flexWrap: 'wrap', gap: 2, padding: 4, alignItems: 'center' }}
    >
      <Tool
        label="加粗"
        icon={<BoldOutlined />}
        active={state.bold}
        disabled={disabled}
        onClick={() => chain().toggleBold().run()}
      />
      <Tool
        label="斜体"
        icon={<ItalicOutlined />}
        active={state.italic}
        disabled={disabled}
        onClick={() => chain().toggleItalic().run()}
      />
      <Tool
        label="下划线"
        icon={<UnderlineOutlined />}
        active={state.underline}
        disabled={disabled}
        onClick={() => chain().toggleUnderline().run()}
      />
      <Tool
        label="删除线"
        icon={<StrikethroughOutlined />}
        active={state.strike}
        disabled={disabled}
        onClick={() => chain().toggleStrike().run()}
      />
      <Divider type="vertical" />
      <Dropdown
        disabled={disabled}
        trigger={['click']}
        menu={{
          items: HEADINGS.map(({ key, label }) => ({ key, label })),
          onClick: ({ key }) =>
            key === 'paragraph'
              ? chain().setParagraph().run()
              : chain()
                  .toggleHeading({ level: Number(key) as 1 | 2 | 3 })
                  .run(),
        }}
      >
        <span>
          <Tool
            label="标题"
            icon={<FontSizeOutlined />}
            active={state.heading}
            disabled={disabled}
            onClick={() => undefined}
          />
        </span>
      </Dropdown>
      <Tool
        label="无序列表"
        icon={<UnorderedListOutlined />}
        active={state.bulletList}
        disabled={disabled}
        onClick={() => chain().toggleBulletList().run()}
      />
      <Tool
        label="有序列表"
        icon={<OrderedListOutlined />}
        active={state.orderedList}
        disabled={disabled}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <Tool
        label="引用"
        icon={<span style={{ fontWeight: 700 }}>“</span>}
        active={state.blockquote}
        disabled={disabled}
        onClick={() => chain().toggleBlockquote().run()}
      />
      <Tool
        label="代码块"
        icon={<CodeOutlined />}
        active={state.codeBlock}
        disabled={disabled}
        onClick={() => chain().toggleCodeBlock().run()}
      />
      <Tool
        label="分割线"
        icon={<LineOutlined />}
        disabled={disabled}
        onClick={() => chain().setHorizontalRule().run()}
      />
      <Divider type="vertical" />
      <Tool
        label={state.link ? '取消链接' : '链接'}
        icon={<LinkOutlined />}
        active={state.link}
        disabled={disabled}
        onClick={() => (state.link ? chain().unsetLink().run() : onLink())}
      />
      <Tool
        label="图片"
        icon={<PictureOutlined />}
        disabled={disabled}
        loading={uploading}
        onClick={onImage}
      />
      <Tool
        label="清除格式"
        icon={<ClearOutlined />}
        disabled={disabled}
        onClick={() => chain().unsetAllMarks().clearNodes().run()}
      />
      <Divider type="vertical" />
      <Tool
        label="撤销"
        icon={<UndoOutlined />}
        disabled={disabled || !state.canUndo}
        onClick={() => chain().undo().run()}
      />
      <Tool
        label="重做"
        icon={<RedoOutlined />}
        disabled={disabled || !state.canRedo}
        onClick={() => chain().redo().run()}
      />
    </div>
  );
}
