import { useGetIdentity } from '@refinedev/core';
import { storedIdentity, type ConsoleIdentity } from '../lib/identity';
import { storage } from '../lib/storage';

// Without the avatar, whose address the HTTP layer makes: the picture follows with the query.
const placeholderData = () => storedIdentity(storage) ?? undefined;

/**
 * The signed-in user (Refine's identity), there from the first render: shown from the stored
 * session until the identity query answers, the same value a moment later. 首页's greeting and the
 * header's name no longer come a render after the shell (issue 20).
 */
export function useIdentity(): ConsoleIdentity | undefined {
  return useGetIdentity<ConsoleIdentity>({ queryOptions: { placeholderData } }).data ?? undefined;
}
