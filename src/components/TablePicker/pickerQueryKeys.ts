/** react-query keys of the picker calls, one place so widgets share cached lookups. */
export const pickerQueryKeys = {
  all: ['pickers'] as const,
  users: (field: string, values: readonly string[]) =>
    [...pickerQueryKeys.all, 'users', field, values] as const,
  positions: (field: string, values: readonly string[]) =>
    [...pickerQueryKeys.all, 'positions', field, values] as const,
  page: (source: string, query: object) => [...pickerQueryKeys.all, 'page', source, query] as const,
  departTree: () => [...pickerQueryKeys.all, 'departTree'] as const,
  departLevel: (pid: string | undefined) =>
    [...pickerQueryKeys.all, 'departLevel', pid ?? ''] as const,
};
