/**
 * The result page after a submission (issue 19 item 6, spec 2.7 result pages): success, failure or
 * pending, with the submission's number and the next steps. A flow hands it over as route state
 * (never in the URL, never a token); the page reads it back through `readResult`, which keeps only
 * a well-formed result with same-origin next steps.
 */
export const RESULT_PATH = '/workbench/result';

export const RESULT_STATUS = ['success', 'failure', 'pending'] as const;
export type ResultStatus = (typeof RESULT_STATUS)[number];

/** A next step: a page of this console. */
export interface ResultStep {
  label: string;
  href: string;
}

export interface SubmissionResult {
  status: ResultStatus;
  title: string;
  /** The submission's number and what it is called (分发单号, 批次号). */
  number?: { label: string; value: string };
  /** What happens next, or why it failed. */
  description?: string;
  steps: ResultStep[];
}

const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** A path of this console: one leading slash (`//host` would leave the origin), no scheme. */
export const isConsolePath = (href: unknown): href is string =>
  isText(href) && href.startsWith('/') && !href.startsWith('//') && !href.includes('\\');

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

function readSteps(value: unknown): ResultStep[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((step: unknown) => {
    const label = field(step, 'label');
    const href = field(step, 'href');
    return isText(label) && isConsolePath(href) ? [{ label, href }] : [];
  });
}

/** The result a flow left in the route state; undefined when there is none or it is malformed. */
export function readResult(state: unknown): SubmissionResult | undefined {
  const status = field(state, 'status');
  const title = field(state, 'title');
  if (!RESULT_STATUS.includes(status as ResultStatus) || !isText(title)) return undefined;
  const result: SubmissionResult = {
    status: status as ResultStatus,
    title,
    steps: readSteps(field(state, 'steps')),
  };
  const number = field(state, 'number');
  const label = field(number, 'label');
  const value = field(number, 'value');
  if (isText(label) && isText(value)) result.number = { label, value };
  const description = field(state, 'description');
  if (isText(description)) result.description = description;
  return result;
}
