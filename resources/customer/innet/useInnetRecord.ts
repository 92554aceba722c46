import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { InnetKey, InnetRecord } from '../../../providers/customer-innet-api';
import { useFailureOnce } from '../../kit/useFailureOnce';
import { useFeedback } from '../../kit/useFeedback';
import { useInnetApi } from './innetApiContext';

export const innetRecordKey = (key: InnetKey) =>
  ['cap', 'customer', 'innet', 'record', key.cusCode, key.channelCode, key.productCode] as const;

/**
 * The onboarding record of one customer × channel × product (CusChannelInnetInquiry); none yet
 * reads as 00 待提交. Each moving call answers the record as it now stands, which replaces the
 * one read; a failed read is told once (spec 8.2) and keeps what was shown.
 */
export function useInnetRecord(key: InnetKey) {
  const api = useInnetApi();
  const feedback = useFeedback();
  const client = useQueryClient();
  const queryKey = innetRecordKey(key);
  const query = useQuery({
    queryKey,
    // react-query keeps no `undefined` result: none yet is null.
    queryFn: async () => (await api.find(key)) ?? null,
    retry: false,
  });
  useFailureOnce(query, feedback.failed);

  const { refetch } = query;
  const { cusCode, channelCode, productCode } = key;
  const replace = useCallback(
    (record: InnetRecord) =>
      client.setQueryData(innetRecordKey({ cusCode, channelCode, productCode }), record),
    [client, cusCode, channelCode, productCode],
  );

  return {
    record: query.data ?? undefined,
    /** The first read has not answered yet. */
    loading: query.isPending,
    rereading: query.isFetching,
    failed: query.isError && query.data === undefined,
    reread: useCallback(() => void refetch(), [refetch]),
    replace,
  };
}
