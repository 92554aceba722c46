export { CodeEditor, type CodeEditorProps } from './CodeEditor';
export { CODE_EDITOR_LANGUAGES, type CodeEditorLanguage } from '../../lib/constants';
