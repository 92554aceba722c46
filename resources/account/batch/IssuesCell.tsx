import { Tag, Typography } from 'antd';
import type { BatchRowIssue, DuplicateFlag } from '../../../src/lib/account';
import { BATCH_TEXTS as TEXTS } from './texts';

/** A row's 校验结果: its rule failures and duplicate flag (a duplicate blocks, same card warns). */
export function IssuesCell({
  issues,
  duplicate,
}: {
  issues: readonly BatchRowIssue[] | undefined;
  duplicate: DuplicateFlag | undefined;
}) {
  if (!issues && !duplicate) return <Tag color="success">{TEXTS.rowOk}</Tag>;
  const messages = (issues ?? []).map((issue) => issue.message);
  return (
    <span>
      {messages.length > 0 ? (
        <Typography.Text type="danger">{messages.join('；')}</Typography.Text>
      ) : null}
      {duplicate ? (
        <Tag color={duplicate.kind === 'duplicate' ? 'error' : 'warning'} style={{ marginLeft: 4 }}>
          {duplicate.message}
        </Tag>
      ) : null}
    </span>
  );
}
