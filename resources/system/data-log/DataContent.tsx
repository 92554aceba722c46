import { Typography } from 'antd';

/** A logged record's JSON, indented for 详情; text that is not JSON is shown as it is. */
export function DataContent({ value }: { value: string | null | undefined }) {
  if (!value) return null;
  let text = value;
  try {
    text = JSON.stringify(JSON.parse(value), null, 2);
  } catch {
    // Older rows may hold plain text.
  }
  return (
    <Typography.Paragraph style={{ marginBottom: 0 }}>
      <pre style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{text}</pre>
    </Typography.Paragraph>
  );
}
