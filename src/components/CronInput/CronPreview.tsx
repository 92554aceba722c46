import { Typography } from 'antd';
import { useEffect, useState } from 'react';
import { CRON_PREVIEW_DEBOUNCE_MS, CRON_PREVIEW_RUN_COUNT } from '../../lib/constants';
import { describeCron } from '../../lib/cron/describe';
import { formatRunTime } from '../../lib/cron/format';
import { nextRunTimes } from '../../lib/cron/nextRuns';
import { parseCronExpression } from '../../lib/cron/parse';
import {
  CRON_PREVIEW_NONE,
  CRON_PREVIEW_YEAR_IGNORED,
  cronPreviewFailed,
} from '../../lib/messages';

interface Preview {
  expression: string;
  description: string | null;
  runs: string[];
  yearIgnored: boolean;
  failure: string | null;
}

function computePreview(expression: string | null): Preview | null {
  if (expression === null) return null;
  const parsed = parseCronExpression(expression);
  if (!parsed.ok) return null;
  const preview = {
    expression,
    description: describeCron(expression),
    // spec 9: the preview ignores the year.
    yearIgnored: parsed.syntax.year.kind !== 'every',
  };
  try {
    return { ...preview, runs: nextRunTimes(expression).map(formatRunTime), failure: null };
  } catch (error) {
    return { ...preview, runs: [], failure: cronPreviewFailed(String((error as Error).message)) };
  }
}

/**
 * The description and the next run times of a valid expression (null: nothing to show),
 * recalculated CRON_PREVIEW_DEBOUNCE_MS after the expression stops changing (spec 9).
 */
export function CronPreview({ expression }: { expression: string | null }) {
  const [preview, setPreview] = useState(() => computePreview(expression));
  useEffect(() => {
    const timer = setTimeout(
      () => setPreview(computePreview(expression)),
      CRON_PREVIEW_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [expression]);

  if (expression === null || preview === null) return null;
  return (
    <section aria-label="运行时间预览" style={{ marginTop: 12 }}>
      {preview.description ? (
        <Typography.Paragraph style={{ marginBottom: 8 }}>
          描述：<span data-testid="cron-description">{preview.description}</span>
        </Typography.Paragraph>
      ) : null}
      <Typography.Text strong>最近{CRON_PREVIEW_RUN_COUNT}次运行时间</Typography.Text>
      {preview.yearIgnored ? (
        <Typography.Text type="secondary">（{CRON_PREVIEW_YEAR_IGNORED}）</Typography.Text>
      ) : null}
      {preview.failure ? (
        <Typography.Paragraph type="danger">{preview.failure}</Typography.Paragraph>
      ) : preview.runs.length === 0 ? (
        <Typography.Paragraph type="secondary">{CRON_PREVIEW_NONE}</Typography.Paragraph>
      ) : (
        <ol aria-label="运行时间" style={{ margin: '4px 0 0', paddingLeft: 24, columns: 2 }}>
          {preview.runs.map((run, index) => (
            <li key={`${index}-${run}`}>{run}</li>
          ))}
        </ol>
      )}
    </section>
  );
}
