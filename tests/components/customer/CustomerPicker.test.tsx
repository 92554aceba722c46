/** The customer picker of the business pages (issue 16 item 7): search by name, value cusCode. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { createCustomerApi } from '../../../providers/customer-api';
import { CustomerApiContext } from '../../../resources/customer/customer/customerApiContext';
import { CustomerPicker } from '../../../resources/customer/customer/CustomerPicker';
import { INQUIRY, capOk, customer, listBody, recordingPost } from './harness';

describe('CustomerPicker', { timeout: 120_000 }, () => {
  it('searches active customers by name and gives the chosen cusCode', async () => {
    const { post, callsTo } = recordingPost({
      [INQUIRY]: capOk(listBody([customer()])),
    });
    const onChange = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AntdApp>
          <CustomerApiContext value={createCustomerApi(post)}>
            <CustomerPicker cusStatus="02" onChange={onChange} />
          </CustomerApiContext>
        </AntdApp>
      </QueryClientProvider>,
    );
    const input = screen.getByRole('combobox');
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: '杭州' } });

    await waitFor(() =>
      expect(callsTo(INQUIRY).at(-1)).toMatchObject({
        payload: { cusName: '杭州', cusStatus: '02' },
        page: { pageNum: 1, pageSize: 10 },
      }),
    );
    fireEvent.click(await screen.findByTitle('杭州云栖便利店有限公司（C202611000123）'));
    expect(onChange).toHaveBeenCalledWith('C202611000123');
  });
});
