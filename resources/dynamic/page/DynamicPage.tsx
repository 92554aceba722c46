import { useQuery } from '@tanstack/react-query';
import { Button, Card, Result, Spin } from 'antd';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { pageCodeOfPath } from '../../../src/lib/dynamic';
import { failureNotice } from '../../kit/failure';
import { DescriptorPage } from './DescriptorPage';
import { useDynApi } from './dynApiContext';
import { DYN_TEXTS as TEXTS } from './texts';

/**
 * The page every dynamic/DynamicPage menu entry opens (issue 19 F): the descriptor code is the
 * last segment of the entry's path, read once (a kept-alive tab keeps its own page, spec 2.8);
 * the descriptor is read, then the page is built from it. A refused or missing descriptor shows
 * the server's text with 重试.
 */
export function DynamicPage() {
  const { pathname } = useLocation();
  const [pageCode] = useState(() => pageCodeOfPath(pathname));
  const api = useDynApi();
  const descriptor = useQuery({
    queryKey: ['dyn', 'descriptor', pageCode],
    queryFn: () => api.descriptor(pageCode ?? ''),
    enabled: pageCode !== undefined,
    retry: false,
    staleTime: Infinity,
  });

  if (pageCode === undefined) {
    return (
      <Card>
        <Result status="warning" title={TEXTS.loadFailed} subTitle={TEXTS.noPageCode} />
      </Card>
    );
  }
  if (descriptor.data) return <DescriptorPage key={pageCode} descriptor={descriptor.data} />;
  if (descriptor.isError) {
    // The HTTP layer has shown a network failure already; its text still explains the empty page.
    const notice = failureNotice(descriptor.error);
    return (
      <Card>
        <Result
          status="warning"
          title={TEXTS.loadFailed}
          subTitle={notice?.text ?? (descriptor.error as Error).message}
          extra={
            <Button type="primary" onClick={() => void descriptor.refetch()}>
              {TEXTS.retry}
            </Button>
          }
        />
      </Card>
    );
  }
  return (
    <Card>
      <Spin tip={TEXTS.loading} size="large">
        <div style={{ minHeight: 160 }} />
      </Spin>
    </Card>
  );
}
