import { useIdentity } from '../../../src/shell/useIdentity';

/** The signed-in operator's username (maker–checker compares it with a record's submitter). */
export function useCurrentUsername(): string | undefined {
  return useIdentity()?.username || undefined;
}
