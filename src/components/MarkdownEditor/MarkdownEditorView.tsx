import MDEditor, {
  type ICommand,
  type RefMDEditor,
  type TextState,
} from '@uiw/react-md-editor/nohighlight';
import { getCommands, getExtraCommands, image } from '@uiw/react-md-editor/commands-cn';
import { useRef, useState } from 'react';
import { MARKDOWN_EDITOR_MIN_HEIGHT } from '../../lib/constants';
import { MarkdownImageDialog } from '../MarkdownImageDialog';
import type { MarkdownEditorProps } from './MarkdownEditor';
import { previewOptions } from './preview';

type Selection = TextState['selection'];

/** The toolbar of commands-cn, without the help button (it opens an external site). */
function toolbar(openImageDialog: (selection: Selection) => void): ICommand[] {
  // The image button (and its ctrl+k) opens 图片上传 instead of typing a placeholder.
  const imageCommand: ICommand = {
    ...image,
    execute: (state) => openImageDialog(state.selection),
  };
  return getCommands()
    .filter((command) => command.name !== 'help')
    .map((command) => (command.name === 'image' ? imageCommand : command));
}

/** @uiw/react-md-editor (no code highlighting) with Chinese commands; loaded lazily. */
export default function MarkdownEditorView(props: MarkdownEditorProps & { height: number }) {
  const { value, onChange, height, preview = 'live', disabled, placeholder, id } = props;
  // Works uncontrolled as well: the shown text is the value when given, else our own copy.
  const [ownText, setOwnText] = useState('');
  const text = value ?? ownText;
  const [imageAt, setImageAt] = useState<Selection>();
  const editor = useRef<RefMDEditor>(null);
  const [commands] = useState(() => toolbar(setImageAt));
  const [extraCommands] = useState(getExtraCommands);

  const change = (next: string) => {
    setOwnText(next);
    onChange?.(next);
  };

  const insertImage = (markdown: string) => {
    const at = imageAt ?? { start: text.length, end: text.length };
    setImageAt(undefined);
    change(text.slice(0, at.start) + markdown + text.slice(at.end));
    // Put the caret after the image once the editor shows the new text.
    const caret = at.start + markdown.length;
    requestAnimationFrame(() => {
      const textArea = editor.current?.textarea;
      textArea?.focus();
      textArea?.setSelectionRange(caret, caret);
    });
  };

  return (
    <div data-color-mode="light" className="markdown-editor">
      <MDEditor
        ref={editor}
        value={text}
        onChange={(next) => change(next ?? '')}
        height={height}
        minHeight={MARKDOWN_EDITOR_MIN_HEIGHT}
        preview={preview}
        commands={commands}
        extraCommands={extraCommands}
        hideToolbar={disabled}
        previewOptions={previewOptions}
        textareaProps={{
          id,
          placeholder,
          disabled,
          'aria-label': 'Markdown 编辑区',
        }}
      />
      <MarkdownImageDialog
        open={imageAt !== undefined}
        onCancel={() => setImageAt(undefined)}
        onInsert={insertImage}
      />
    </div>
  );
}
