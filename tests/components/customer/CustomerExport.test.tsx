/**
 * 导出 of 客户信息 (issue 16 page 1): CusMastInfoExport with the last search's filters, the
 * workbook saved under the server's name (else 客户信息.xlsx), a refusal's server text shown
 * (spec 7.1), one export at a time, and no button without cus:export (spec 6).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServiceDownload } from '../../../providers/customer-api';
import type { DownloadedFile, Normalised } from '../../../providers/http';
import {
  ALL_CODES,
  INQUIRY,
  capOk,
  customer,
  grant,
  listBody,
  recordingPost,
  renderCustomers,
  rowOf,
  seedDictionaries,
} from './harness';

const EXPORT = '/cap/cus/v2/CusMastInfoExport';
const exportButton = () => screen.getByRole('button', { name: /导\s*出/ });

/** A download that records its calls and answers with `reply` once `release` is called. */
function recordingDownload(reply: Normalised<DownloadedFile | null>) {
  const calls: { path: string; payload: object | undefined }[] = [];
  let release = () => {};
  const download: ServiceDownload = (path, payload) => {
    calls.push({ path, payload });
    return new Promise((resolve) => {
      release = () => resolve(reply);
    });
  };
  return { download, calls, release: () => release() };
}

const file = (name: string): Normalised<DownloadedFile> => ({
  success: true,
  code: 200,
  message: '',
  result: { blob: new Blob(['xlsx']), fileName: name },
});

/** The names the page saved files under (the download link it clicked). */
function savedNames() {
  const names: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  return names;
}

beforeEach(() => {
  seedDictionaries();
  grant([...ALL_CODES, 'cus:export']);
  URL.createObjectURL = vi.fn(() => 'blob:customers');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe('客户信息 导出', { timeout: 120_000 }, () => {
  it('exports what the last search selects, once while pending, under the server name', async () => {
    const { post, callsTo } = recordingPost({ [INQUIRY]: capOk(listBody([customer()])) });
    const exporter = recordingDownload(file('客户信息-20261125.xlsx'));
    const names = savedNames();
    renderCustomers(post, exporter.download);
    await waitFor(() => rowOf('杭州云栖便利店有限公司'));

    const search = screen.getByRole('search', { name: '查询条件' });
    fireEvent.change(within(search).getByLabelText('客户名称'), { target: { value: '杭州' } });
    fireEvent.click(within(search).getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(callsTo(INQUIRY)).toHaveLength(2));
    fireEvent.click(exportButton());
    fireEvent.click(exportButton());

    await waitFor(() => expect(exporter.calls).toHaveLength(1));
    expect(exporter.calls[0]).toEqual({ path: EXPORT, payload: { cusName: '杭州' } });
    exporter.release();
    await waitFor(() => expect(names).toEqual(['客户信息-20261125.xlsx']));
  });

  it('names an unnamed workbook 客户信息.xlsx', async () => {
    const { post } = recordingPost({ [INQUIRY]: capOk(listBody([customer()])) });
    const exporter = recordingDownload(file(''));
    const names = savedNames();
    renderCustomers(post, exporter.download);
    fireEvent.click(exportButton());
    await waitFor(() => expect(exporter.calls).toHaveLength(1));
    exporter.release();
    await waitFor(() => expect(names).toEqual(['客户信息.xlsx']));
  });

  it('shows the server text of a refused export and saves nothing', async () => {
    const { post } = recordingPost({ [INQUIRY]: capOk(listBody([customer()])) });
    const exporter = recordingDownload({
      success: false,
      code: 'E3010',
      message: '导出条数超过上限:最多导出50000条',
      result: null,
    });
    const names = savedNames();
    renderCustomers(post, exporter.download);
    fireEvent.click(exportButton());
    await waitFor(() => expect(exporter.calls).toHaveLength(1));
    exporter.release();
    expect(await screen.findByText('导出条数超过上限:最多导出50000条')).toBeInTheDocument();
    expect(names).toEqual([]);
  });

  it('offers no 导出 without cus:export', async () => {
    grant(ALL_CODES);
    const { post } = recordingPost({ [INQUIRY]: capOk(listBody([customer()])) });
    renderCustomers(post, recordingDownload(file('x.xlsx')).download);
    await waitFor(() => rowOf('杭州云栖便利店有限公司'));
    expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();
  });
});
