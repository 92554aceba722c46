import { useEffect, useRef } from 'react';

/**
 * Tells each failed read of a query once: a kept-alive tab re-runs its effects when it is shown
 * again (spec 2.8), and the same failure must not be told twice.
 */
export function useFailureOnce(
  query: { error: unknown; errorUpdatedAt: number },
  tell: (error: unknown) => void,
): void {
  const { error, errorUpdatedAt } = query;
  const toldAt = useRef(0);
  useEffect(() => {
    if (!error || errorUpdatedAt === toldAt.current) return;
    toldAt.current = errorUpdatedAt;
    tell(error);
  }, [error, errorUpdatedAt, tell]);
}
