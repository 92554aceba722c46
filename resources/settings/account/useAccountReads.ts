import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { NotifyPref, UserProfile, UserSecurity } from '../../../providers/account-centre-api';
import { useFailureOnce } from '../../kit/useFailureOnce';
import { useFeedback } from '../../kit/useFeedback';
import { useAccountCentre } from './accountCentreContext';

const KEYS = {
  profile: ['accountCentre', 'profile'],
  notifyPrefs: ['accountCentre', 'notifyPrefs'],
  security: ['accountCentre', 'security'],
} as const;

/** One read of the tab; a failure is told once (spec 7.1) and offers 重新加载. */
function useRead<T>(key: readonly string[], read: () => Promise<T>) {
  const feedback = useFeedback();
  const client = useQueryClient();
  const query = useQuery({ queryKey: key, queryFn: read, retry: false });
  useFailureOnce(query, feedback.failed);
  const store = useCallback((value: T) => client.setQueryData(key, value), [client, key]);
  return { query, store };
}

export function useProfile() {
  const { api } = useAccountCentre();
  return useRead<UserProfile>(KEYS.profile, api.profile);
}

export function useNotifyPrefs() {
  const { api } = useAccountCentre();
  return useRead<NotifyPref[]>(KEYS.notifyPrefs, api.notifyPrefs);
}

export function useSecurity() {
  const { api } = useAccountCentre();
  return useRead<UserSecurity>(KEYS.security, api.security);
}
