import type { MDEditorProps } from '@uiw/react-md-editor/nohighlight';
import { sanitizeHtml } from '../../lib/sanitizeHtml';

/** The part of a markdown syntax tree this file looks at. */
interface MarkdownNode {
  type: string;
  value?: string;
  children?: MarkdownNode[];
}

function sanitizeRawHtml(node: MarkdownNode): void {
  if (node.type === 'html' && typeof node.value === 'string') node.value = sanitizeHtml(node.value);
  node.children?.forEach(sanitizeRawHtml);
}

/**
 * Remark plugin: every piece of raw HTML written into the markdown goes through the console's
 * sanitiser (src/lib/sanitizeHtml) before the preview parses it, so no script, event handler or
 * script URL from stored content ever runs.
 */
export function remarkSanitizeHtml() {
  return (tree: MarkdownNode) => sanitizeRawHtml(tree);
}

/** Addresses a preview link or image may use: relative ones and http(s), mailto, tel. */
export function safePreviewUrl(url: string): string {
  const trimmed = url.trim();
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(trimmed)?.[1]?.toLowerCase();
  return scheme === undefined || ['http', 'https', 'mailto', 'tel'].includes(scheme) ? trimmed : '';
}

export const previewOptions: NonNullable<MDEditorProps['previewOptions']> = {
  // In @uiw/react-markdown-preview `skipHtml: false` means "parse raw HTML" (rehype-raw); it only
  // ever sees what remarkSanitizeHtml left.
  skipHtml: false,
  remarkPlugins: [remarkSanitizeHtml],
  urlTransform: safePreviewUrl,
};
