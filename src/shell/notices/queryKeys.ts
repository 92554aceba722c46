/** TanStack Query keys of the notice data; invalidating `all` refreshes the bell and the page. */
export const noticeQueryKeys = {
  all: ['notices'] as const,
  unread: ['notices', 'unread'] as const,
  mine: (query: object) => ['notices', 'mine', query] as const,
};
