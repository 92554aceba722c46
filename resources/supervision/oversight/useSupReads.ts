import dayjs from 'dayjs';
import type { SupAlertFilters, SupFlowFilters } from '../../../providers/supervision-api';
import { defaultFlowRange, type SupScope } from '../../../src/lib/supervision';
import { supQueryKey } from './queryKeys';
import { useSupervisionApi } from './supervisionApiContext';
import { usePagedRead } from './usePagedRead';

/** The supervised accounts of a scope and the scope's totals (SupBalanceInquiry). */
export function useBalances(scope: SupScope) {
  const api = useSupervisionApi();
  return usePagedRead(supQueryKey('balances', scope), null, (_none, page) =>
    api.balances(scope, page),
  );
}
export type BalanceRead = ReturnType<typeof useBalances>;

/** The flows of the last 30 days at first (SupFlowInquiry); a search replaces the filters. */
export function initialFlowFilters(today = dayjs().format('YYYY-MM-DD')): SupFlowFilters {
  const [beginDate, endDate] = defaultFlowRange(today);
  return { beginDate, endDate };
}

export function useFlows(scope: SupScope) {
  const api = useSupervisionApi();
  return usePagedRead(supQueryKey('flows', scope), initialFlowFilters(), (filters, page) =>
    api.flows(scope, filters, page),
  );
}
export type FlowRead = ReturnType<typeof useFlows>;

const NO_ALERT_FILTERS: SupAlertFilters = {};

/** The alerts of a scope, newest first (SupAlertInquiry). */
export function useAlerts(scope: SupScope) {
  const api = useSupervisionApi();
  return usePagedRead(supQueryKey('alerts', scope), NO_ALERT_FILTERS, (filters, page) =>
    api.alerts(scope, filters, page),
  );
}
export type AlertRead = ReturnType<typeof useAlerts>;
