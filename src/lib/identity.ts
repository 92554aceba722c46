import type { ConsoleStorage } from './storage';

/** The signed-in user as the console shows it (Refine's identity). */
export interface ConsoleIdentity {
  id: string;
  username: string;
  name: string;
  avatar?: string;
}

/**
 * The signed-in user as stored at sign-in: what the auth provider's getIdentity answers, and what
 * useIdentity shows until it has. The avatar is the stored path made an address by `staticUrl`;
 * without one there is no avatar.
 */
export function storedIdentity(
  storage: Pick<ConsoleStorage, 'get'>,
  staticUrl?: (path: string) => string,
): ConsoleIdentity | null {
  const info = storage.get('Login_Userinfo');
  if (!info) return null;
  const username = info.username ?? storage.get('Login_Username') ?? '';
  return {
    id: info.id ?? username,
    username,
    name: info.realname || username,
    avatar: info.avatar && staticUrl ? staticUrl(info.avatar) : undefined,
  };
}
