import Image from '@tiptap/extension-image';
import { EditorContent, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { theme } from 'antd';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { uploadFile } from '../../../providers/upload-api';
import { IMAGE_ONLY } from '../../lib/messages';
import { sanitizeHtml } from '../../lib/sanitizeHtml';
import { isImageFile } from '../MarkdownImageDialog/markdownImage';
import { uploadWarning } from '../MarkdownImageDialog/uploadError';
import { LinkDialog } from './LinkDialog';
import type { RichTextEditorProps } from './RichTextEditor';
import { RichTextToolbar } from './RichTextToolbar';
import { useConnectedEditor } from './useConnectedEditor';
import { useAppFeedback } from '../feedback/useAppFeedback';
import './richTextEditor.css';

const EXTENSIONS = [
  StarterKit.configure({
    // A click in the editor edits the link text; it does not leave the page.
    link: { openOnClick: false, protocols: ['http', 'https', 'mailto', 'tel'] },
  }),
  Image,
];

/** What the editor holds, as the widget emits it: sanitised HTML, '' when empty. */
function emittedHtml(editor: Editor): string {
  return editor.isEmpty ? '' : sanitizeHtml(editor.getHTML());
}

/** Tiptap editor with an antd toolbar; its chunk loads only when a RichTextEditor is rendered. */
export default function RichTextEditorView({ value, onChange, disabled, id }: RichTextEditorProps) {
  const { message } = useAppFeedback();
  const { token } = theme.useToken();
  const [uploading, setUploading] = useState(false);
  const [linking, setLinking] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  // The editor's update handler reaches the latest onChange through this.
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  // The last HTML this editor emitted: the same value coming back from the form is no change.
  const lastEmitted = useRef<string | undefined>(undefined);

  const editor = useConnectedEditor(() => ({
    extensions: EXTENSIONS,
    // Server HTML is cleaned before the editor parses it, as everywhere else (spec 2.10).
    content: sanitizeHtml(value),
    editable: !disabled,
    editorProps: {
      attributes: {
        ...(id ? { id } : {}),
        'aria-label': '富文本编辑区',
        'aria-multiline': 'true',
        role: 'textbox',
        class: 'rich-text-editor__content',
      },
    },
    onUpdate: ({ editor: current }: { editor: Editor }) => {
      const html = emittedHtml(current);
      lastEmitted.current = html;
      onChangeRef.current?.(html);
    },
  }));

  // The value prop the document was last brought in line with. A successor editor (after a
  // hide and show) keeps its predecessor's document unless the value changed meanwhile.
  const syncedValue = useRef<string | undefined>(undefined);

  // A value set from outside (form reset, loaded record) replaces the document without echoing
  // it back through onChange.
  useEffect(() => {
    if (!editor) return;
    const next = value ?? '';
    if (next === syncedValue.current) return;
    syncedValue.current = next;
    if (next === lastEmitted.current || next === emittedHtml(editor)) return;
    lastEmitted.current = next;
    editor.commands.setContent(sanitizeHtml(next), { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!disabled, false);
  }, [editor, disabled]);

  // Until the editor exists (its effect has run), the area keeps its place.
  if (!editor) return <div style={{ flex: 1 }} aria-busy="true" />;

  const insertImage = async (file: File) => {
    if (!isImageFile(file)) {
      void message.warning(IMAGE_ONLY);
      return;
    }
    setUploading(true);
    try {
      const uploaded = await uploadFile(file);
      // A tab hidden meanwhile has destroyed this editor; its successor holds the document.
      if (editor.isDestroyed) return;
      editor.chain().focus().setImage({ src: uploaded.url, alt: uploaded.name }).run();
    } catch (error) {
      // spec 8.3: a failed editor image upload shows the server message as a warning.
      const warning = uploadWarning(error);
      if (warning) void message.warning(warning);
    } finally {
      setUploading(false);
    }
  };

  return (
    <>
      <RichTextToolbar
        editor={editor}
        disabled={disabled}
        uploading={uploading}
        onLink={() => setLinking(true)}
        onImage={() => fileInput.current?.click()}
      />
      <EditorContent
        editor={editor}
        style={{
          flex: 1,
          overflow: 'auto',
          borderTop: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
        }}
      />
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        hidden
        aria-label="选择图片"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Picking the same file again must fire change again.
          event.target.value = '';
          if (file) void insertImage(file);
        }}
      />
      {linking ? (
        <LinkDialog
          onCancel={() => setLinking(false)}
          onConfirm={(href) => {
            setLinking(false);
            const chain = editor.chain().focus();
            if (editor.state.selection.empty) {
              chain
                .insertContent({
                  type: 'text',
                  text: href,
                  marks: [{ type: 'link', attrs: { href } }],
                })
                .run();
            } else {
              chain.extendMarkRange('link').setLink({ href }).run();
            }
          }}
        />
      ) : null}
    </>
  );
}
