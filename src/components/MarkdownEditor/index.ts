export { MarkdownEditor, type MarkdownEditorProps } from './MarkdownEditor';
