import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getConfig } from '../../lib/config';
import { noticeSocketUrl, startNoticeSocket } from '../../lib/noticeSocket';
import { storage } from '../../lib/storage';
import { noticeQueryKeys } from './queryKeys';

/**
 * Keeps the notification socket (spec 4, 7.6) open while mounted for the signed-in user and
 * refreshes the notices whenever the server pushes one. Without a stored token it does nothing.
 */
export function useNoticeSocket(): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!storage.hasSession()) return undefined;
    const { wsBase, apiBase } = getConfig();
    // Read on every (re)connection: the HTTP layer may have refreshed the token meanwhile.
    const url = () => {
      const token = storage.get('Access-Token');
      return token
        ? noticeSocketUrl({ wsBase, apiBase, pageUrl: window.location.href, token })
        : undefined;
    };
    const socket = startNoticeSocket({
      url,
      onNotice: () => void queryClient.invalidateQueries({ queryKey: noticeQueryKeys.all }),
    });
    return () => socket.stop();
  }, [queryClient]);
}
