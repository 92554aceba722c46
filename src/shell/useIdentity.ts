import { useQuery } from '@tanstack/react-query';
import { storedIdentity, type ConsoleIdentity } from '../lib/identity';
import { storage } from '../lib/storage';
import { useShellSession } from './session/ShellSession';

// Refine's key for the identity, so Refine's own invalidation of its auth store refreshes it too.
const IDENTITY_KEY = ['auth', 'identity'];

// Without the avatar, whose address the HTTP layer makes: the picture follows with the query.
const placeholderData = () => storedIdentity(storage) ?? undefined;

/**
 * The signed-in user, there from the first render: shown from the stored session until the
 * identity query answers, the same value a moment later. 首页's greeting and the header's name
 * no longer come a render after the shell (issue 20).
 */
export function useIdentity(): ConsoleIdentity | undefined {
  const { getIdentity } = useShellSession();
  return (
    useQuery({ queryKey: IDENTITY_KEY, queryFn: getIdentity, retry: false, placeholderData })
      .data ?? undefined
  );
}
