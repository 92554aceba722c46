/**
 * Renders the descriptor-driven page at a menu path over recording /cap service calls: the real
 * API (providers/dyn-api.ts) over a fake `servicePost` and a fake import upload, so tests assert
 * the path and payload each user action sends.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { MemoryRouter } from 'react-router';
import type { ServicePost } from '../../../providers/cap-list';
import {
  DYN_PATHS,
  createDynApi,
  type DynDescriptor,
  type DynRecord,
  type DynUpload,
} from '../../../providers/dyn-api';
import { DynamicPage } from '../../../resources/dynamic/page/DynamicPage';
import { DynApiContext } from '../../../resources/dynamic/page/dynApiContext';
import { storage } from '../../../src/lib/storage';

configure({ asyncUtilTimeout: 20_000 });

export { capOk, capRefused, choose, grant, recordingPost } from '../customer/harness';
export { DYN_PATHS };

export const BRANCH_CODES = ['dyn:bankBranch:add', 'dyn:bankBranch:edit', 'dyn:bankBranch:import'];

/** 银行网点 as the contract's descriptor example has it. */
export const BANK_BRANCH: DynDescriptor = {
  pageCode: 'bankBranch',
  title: '银行网点',
  keyField: 'branchNo',
  searchFields: [
    { field: 'bankCode', label: '所属银行', widget: 'select', dictCode: 'dyn_bank_code' },
    { field: 'branchName', label: '网点名称', widget: 'input' },
  ],
  columns: [
    { field: 'branchNo', title: '联行号', width: 140 },
    { field: 'bankCode', title: '所属银行', dictCode: 'dyn_bank_code', width: 130 },
    { field: 'branchName', title: '网点名称', width: 240 },
    { field: 'phone', title: '联系电话', width: 130 },
  ],
  formFields: [
    {
      field: 'branchNo',
      label: '联行号',
      widget: 'input',
      required: true,
      pattern: '^\\d{12}$',
      patternMessage: '联行号为12位数字',
      editable: false,
    },
    {
      field: 'bankCode',
      label: '所属银行',
      widget: 'select',
      dictCode: 'dyn_bank_code',
      required: true,
    },
    { field: 'branchName', label: '网点名称', widget: 'input', required: true, maxLength: 60 },
    { field: 'phone', label: '联系电话', widget: 'input' },
  ],
  buttons: {
    add: 'dyn:bankBranch:add',
    edit: 'dyn:bankBranch:edit',
    import: 'dyn:bankBranch:import',
  },
  importColumns: ['联行号', '所属银行', '网点名称', '联系电话'],
};

export const BRANCH_ROW: DynRecord = {
  recordId: '1769000001001000001',
  pageCode: 'bankBranch',
  values: {
    branchNo: '102331000107',
    bankCode: '102',
    branchName: '中国工商银行杭州西湖支行',
    phone: null,
  },
};

export const listBody = (rows: readonly DynRecord[]) => ({
  listData: rows,
  page: { count: rows.length, pageSize: 10, offset: 0 },
});

const item = (value: string, text: string) => ({ value, text, title: text, label: text });

/** The login's dictionary cache. */
export function seedDictionaries() {
  storage.set('UI_CACHE_DB_DICT_DATA', {
    dyn_bank_code: [item('102', '中国工商银行'), item('105', '中国建设银行')],
  });
}

const noUpload: DynUpload = () => Promise.reject(new Error('unexpected import'));

export function renderDynamicPage(post: ServicePost, path: string, upload: DynUpload = noUpload) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <AntdApp>
        <DynApiContext value={createDynApi(post, upload)}>
          <MemoryRouter initialEntries={[path]}>
            <DynamicPage />
          </MemoryRouter>
        </DynApiContext>
      </AntdApp>
    </QueryClientProvider>,
  );
}
