/**
 * The audit trail of a distribution, from the fields the server keeps (submitter, auditor, their
 * times and the audit remark): who submitted, who passed or rejected and why, a cancel by the
 * submitter, and the outcome once processed (shown through dist_status, never a fixed label).
 */
import { DIST_STATUS } from './codes';

export interface TrailRecord {
  distStatus?: string | null;
  submitter?: string | null;
  submitterName?: string | null;
  submitTime?: string | null;
  auditor?: string | null;
  auditorName?: string | null;
  auditTime?: string | null;
  auditRemark?: string | null;
}

export type TrailKind = 'submit' | 'pass' | 'reject' | 'cancel' | 'outcome';

export interface TrailStep {
  kind: TrailKind;
  who?: string;
  time?: string;
  remark?: string;
  /** The status an outcome step shows. */
  status?: string;
}

const S = DIST_STATUS;
const PASSED = new Set<string>([S.processing, S.succeeded, S.partlySucceeded, S.failed]);
const OUTCOMES = new Set<string>([S.succeeded, S.partlySucceeded, S.failed]);

const present = (value: string | null | undefined): string | undefined =>
  value === null || value === undefined || value === '' ? undefined : value;

/** The steps, oldest first. */
export function auditTrail(record: TrailRecord): TrailStep[] {
  const status = record.distStatus ?? '';
  const submitter = present(record.submitterName) ?? present(record.submitter);
  const auditor = present(record.auditorName) ?? present(record.auditor);
  const steps: TrailStep[] = [{ kind: 'submit', who: submitter, time: present(record.submitTime) }];
  const audit = {
    who: auditor,
    time: present(record.auditTime),
    remark: present(record.auditRemark),
  };
  if (PASSED.has(status)) steps.push({ kind: 'pass', ...audit });
  if (status === S.rejected) steps.push({ kind: 'reject', ...audit });
  if (status === S.cancelled) steps.push({ kind: 'cancel', who: submitter });
  if (OUTCOMES.has(status)) steps.push({ kind: 'outcome', status });
  return steps;
}
