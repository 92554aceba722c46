import { storage } from '../../../src/lib/storage';

/** The signed-in operator's username (as auth-provider getIdentity reads it), for maker–checker. */
export function currentUsername(): string | undefined {
  return storage.get('Login_Userinfo')?.username ?? storage.get('Login_Username') ?? undefined;
}
