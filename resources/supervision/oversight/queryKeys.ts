import type { SupScope } from '../../../src/lib/supervision';

/** The React Query keys of 监管's reads, one family per scope. */
export const supQueryKey = (kind: 'balances' | 'flows' | 'alerts', scope: SupScope) =>
  ['cap', 'sup', kind, scope.audience, scope.subjectCode ?? ''] as const;
