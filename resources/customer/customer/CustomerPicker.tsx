import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import type { CustomerFilters } from '../../../providers/customer-api';
import { FIRST_PAGE, SEARCH_SELECT_PAGE_SIZE } from '../../../src/lib/constants';
import { useCustomerApi } from './customerApiContext';

export interface CustomerPickerProps {
  /** The chosen customer's cusCode. */
  value?: string | null;
  onChange?: (cusCode: string | undefined) => void;
  /** Only customers in this cus_status (e.g. '02' 已生效 for business pages). */
  cusStatus?: CustomerFilters['cusStatus'];
  placeholder?: string;
  disabled?: boolean;
  id?: string;
}

/**
 * A customer picker for the business pages (issue 16 item 7): customers found by name through
 * CusMastInfoInquiry, the first page of matches, the value being the cusCode.
 */
export function CustomerPicker({
  value,
  onChange,
  cusStatus,
  placeholder = '请输入客户名称搜索',
  disabled,
  id,
}: CustomerPickerProps) {
  const api = useCustomerApi();
  const [keyword, setKeyword] = useState('');
  const query = useQuery({
    queryKey: ['cap', 'customer', 'picker', keyword, cusStatus],
    queryFn: () =>
      api.list(
        { cusName: keyword.trim(), cusStatus },
        { pageNum: FIRST_PAGE, pageSize: SEARCH_SELECT_PAGE_SIZE },
      ),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const options = (query.data?.rows ?? []).map((customer) => ({
    value: customer.cusCode,
    label: `${customer.cusName}（${customer.cusCode}）`,
  }));

  return (
    <Select
      id={id}
      showSearch
      allowClear
      filterOption={false}
      value={value ?? undefined}
      options={options}
      loading={query.isFetching}
      placeholder={placeholder}
      disabled={disabled}
      onSearch={setKeyword}
      onChange={(next: string | undefined) => onChange?.(next)}
    />
  );
}
