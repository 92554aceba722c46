import { Typography } from 'antd';
import { sanitizeHtml } from '../../../src/lib/sanitizeHtml';

/**
 * A message as its receiver reads it: an email's HTML sanitized with DOMPurify (the console's
 * allow-list profile), any other channel as plain text with its line breaks.
 */
export function MessageBody({ html, text }: { html: boolean; text: string }) {
  if (html)
    return (
      <div
        data-testid="message-body"
        // Sanitized by src/lib/sanitizeHtml (DOMPurify, no scripts, handlers or frames).
        dangerouslySetInnerHTML={{ __html: sanitizeHtml(text) }}
      />
    );
  return (
    <Typography.Paragraph data-testid="message-body" style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
      {text}
    </Typography.Paragraph>
  );
}
