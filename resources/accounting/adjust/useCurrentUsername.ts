import { useState } from 'react';
import { storage } from '../../../src/lib/storage';

/**
 * The signed-in operator's username (Login_Userinfo, else the name typed at sign-in): whom
 * maker–checker compares with a record's submitter. Empty when unknown, which offers no audit.
 */
export function useCurrentUsername(): string {
  const [username] = useState(
    () => storage.get('Login_Userinfo')?.username ?? storage.get('Login_Username') ?? '',
  );
  return username;
}
