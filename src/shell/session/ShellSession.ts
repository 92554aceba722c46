/**
 * What the signed-in shell asks of the session, injected by the app: the stored identity and
 * logout. The shell and 首页 draw without Refine's providers (issue 20: Refine's code loads with
 * the first page that uses it), so they cannot read Refine's auth context.
 */
import { createContext, useContext } from 'react';
import type { ConsoleIdentity } from '../../lib/identity';

export interface ShellSession {
  getIdentity(): Promise<ConsoleIdentity | null>;
  /** Clears the session at once; the call to the server is left to finish on its own (spec 4). */
  logout(): Promise<unknown>;
}

export const ShellSessionContext = createContext<ShellSession | null>(null);

export function useShellSession(): ShellSession {
  const session = useContext(ShellSessionContext);
  if (!session) throw new Error('useShellSession: the shell is rendered without its session');
  return session;
}
