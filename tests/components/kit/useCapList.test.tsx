import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useCapList } from '../../../resources/kit/useCapList';

// The /cap list kit: what each search reads (resources/kit/searchAgain.ts).
interface Filters {
  custName?: string;
}

function renderCapList() {
  const read = vi.fn(async (filters: Filters) => ({
    rows: [{ name: filters.custName ?? '全部' }],
    total: 1,
  }));
  const client = new QueryClient({ defaultOptions: { queries: { gcTime: Infinity } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <App>{children}</App>
    </QueryClientProvider>
  );
  const hook = renderHook(() => useCapList<Filters, { name: string }>('customers', read, {}), {
    wrapper,
  });
  return { read, hook };
}

describe('useCapList', () => {
  it('reads page 1 again when 查询 repeats the conditions shown; new conditions read them', async () => {
    const { read, hook } = renderCapList();
    await waitFor(() => expect(read).toHaveBeenCalledTimes(1));

    act(() => hook.result.current.search({ custName: '汇联' }));
    await waitFor(() => expect(read).toHaveBeenCalledTimes(2));
    expect(read.mock.calls[1]?.[0]).toEqual({ custName: '汇联' });

    act(() => hook.result.current.search({ custName: '汇联' }));
    await waitFor(() => expect(read).toHaveBeenCalledTimes(3));
    expect(read.mock.calls[2]).toEqual([{ custName: '汇联' }, { pageNum: 1, pageSize: 10 }]);
    await waitFor(() => expect(hook.result.current.rows).toEqual([{ name: '汇联' }]));
  });
});
