/** The session the signed-in shell reads (src/shell/session), for component tests. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { ConsoleIdentity } from '../../src/lib/identity';
import { ShellSessionContext, type ShellSession } from '../../src/shell/session/ShellSession';

export interface SessionSource {
  getIdentity?: (params?: never) => Promise<unknown>;
  logout: (params?: never) => Promise<unknown>;
}

/** The shell's session over a test's auth provider (its identity taken as the console's). */
export const shellSessionOf = (auth: SessionSource): ShellSession => ({
  getIdentity: async () => ((await auth.getIdentity?.()) ?? null) as ConsoleIdentity | null,
  logout: () => auth.logout(),
});

/** `children` with the shell's session and, unless `withinRefine`, a query cache of their own. */
export function ShellSessionScope({
  session,
  withinRefine = false,
  children,
}: {
  session: ShellSession;
  withinRefine?: boolean;
  children: ReactNode;
}) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  );
  const scoped = <ShellSessionContext value={session}>{children}</ShellSessionContext>;
  return withinRefine ? (
    scoped
  ) : (
    <QueryClientProvider client={client}>{scoped}</QueryClientProvider>
  );
}
