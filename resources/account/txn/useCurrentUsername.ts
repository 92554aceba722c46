import { useGetIdentity } from '@refinedev/core';
import type { ConsoleIdentity } from '../../../providers/auth-provider';

/** The signed-in operator's username (maker–checker compares it with a record's submitter). */
export function useCurrentUsername(): string | undefined {
  const { data } = useGetIdentity<ConsoleIdentity>();
  return data?.username || undefined;
}
