import { EditorState, type Extension } from '@codemirror/state';
import CodeMirror from '@uiw/react-codemirror';
import { useEffect, useMemo, useState } from 'react';
import { CODE_EDITOR_TAB_SIZE } from '../../lib/constants';
import type { CodeEditorProps } from './CodeEditor';
import { loadLanguage } from './languages';

const BASIC_SETUP = { tabSize: CODE_EDITOR_TAB_SIZE } as const;
// spec 9: tab size 2, both for indenting (basicSetup's indent unit) and for showing tab characters.
const TAB_SIZE = EditorState.tabSize.of(CODE_EDITOR_TAB_SIZE);

interface LoadedLanguage {
  language: NonNullable<CodeEditorProps['language']>;
  extension: Extension;
}

/** The CodeMirror editor itself; its chunk loads only when a CodeEditor is rendered. */
export default function CodeEditorView(
  props: Required<Pick<CodeEditorProps, 'height'>> & CodeEditorProps,
) {
  const { value, onChange, language, height, readOnly, placeholder, id } = props;
  const [loaded, setLoaded] = useState<LoadedLanguage>();

  useEffect(() => {
    if (!language) return;
    let current = true;
    loadLanguage(language).then(
      (extension) => {
        if (current) setLoaded({ language, extension });
      },
      // Without its parser chunk the editor still edits the text, only without highlighting.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [language]);

  const extensions = useMemo(
    () => (loaded && loaded.language === language ? [TAB_SIZE, loaded.extension] : [TAB_SIZE]),
    [loaded, language],
  );

  return (
    <CodeMirror
      id={id}
      value={value ?? ''}
      onChange={(next) => onChange?.(next)}
      height={height}
      readOnly={readOnly}
      editable={!readOnly}
      placeholder={placeholder}
      basicSetup={BASIC_SETUP}
      extensions={extensions}
    />
  );
}
