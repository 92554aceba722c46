import { keepPreviousData, QueryClient } from '@tanstack/react-query';

/**
 * The signed-in app's one query cache: the shell's queries (identity, notices) and every page's
 * Refine share it, so an invalidation reaches every open tab. Refine's own defaults, which it
 * applies only to a client it makes itself.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { refetchOnWindowFocus: false, placeholderData: keepPreviousData },
  },
});
