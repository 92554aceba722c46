import { useGetIdentity } from '@refinedev/core';
import { storedIdentity, type ConsoleIdentity } from '../../providers/auth-provider';
import { http } from '../../providers/http/instance';
import { storage } from '../lib/storage';

const placeholderData = () => storedIdentity(storage, http.staticUrl) ?? undefined;

/**
 * The signed-in user (Refine's identity), there from the first render: shown from the stored
 * session until the identity query answers, the same value a moment later. 首页's greeting and the
 * header's name no longer come a render after the shell (issue 20).
 */
export function useIdentity(): ConsoleIdentity | undefined {
  return useGetIdentity<ConsoleIdentity>({ queryOptions: { placeholderData } }).data ?? undefined;
}
