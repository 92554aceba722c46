/**
 * Renders 客户资料 over recording /cap service calls: the real material and customer APIs over the
 * fake `servicePost` of the customer harness, and a fake FileUpload (spec 7.6) whose uploads the
 * test settles, so tests assert the requests each action sends and the texts the user sees.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { createCustomerApi } from '../../../providers/customer-api';
import { createCustomerMaterialApi, type Material } from '../../../providers/customer-material-api';
import type { ServicePost } from '../../../providers/cap-list';
import { CustomerApiContext } from '../../../resources/customer/customer/customerApiContext';
import { MaterialApiContext } from '../../../resources/customer/material/materialApiContext';
import { storage } from '../../../src/lib/storage';
import { fakeUploadApi } from '../upload/harness';
import { seedDictionaries } from './harness';

export const MATERIAL_INQUIRY = '/cap/cus/v1/CusMaterialInquiry';
export const MATERIAL_ADDITION = '/cap/cus/v1/CusMaterialAddtion';
export const MATERIAL_UPDATING = '/cap/cus/v1/CusMaterialUpdating';

export const MATERIAL_CODES = ['cus:material:add', 'cus:material:audit'] as const;

const item = (value: string, text: string) => ({ value, text, title: text, label: text });

/** The customer dictionaries plus the two material ones (codes.md). */
export function seedMaterialDictionaries() {
  seedDictionaries();
  const cached = storage.get('UI_CACHE_DB_DICT_DATA') ?? {};
  storage.set('UI_CACHE_DB_DICT_DATA', {
    ...cached,
    cus_material_type: [
      item('01', '营业执照'),
      item('02', '法人身份证人像面'),
      item('03', '法人身份证国徽面'),
      item('04', '开户许可证'),
      item('05', '门头照'),
      item('06', '经营场所照'),
      item('07', '授权书'),
      item('99', '其他'),
    ],
    cus_material_status: [item('0', '待审核'), item('1', '已通过'), item('2', '已驳回')],
  });
}

/** A material of the contract's examples (cap.yaml CusMaterialInquiry success). */
export function material(overrides: Partial<Material> = {}): Material {
  return {
    id: '1862001',
    cusCode: 'C202611000123',
    materialType: '01',
    fileName: '营业执照.jpg',
    filePath: 'cus/C202611000123/20261103/yyzz_1762150925001.jpg',
    sortNo: 1,
    auditStatus: '1',
    auditRemark: null,
    uploadBy: 'admin',
    uploadTime: '2026-11-03 14:25:11',
    ...overrides,
  };
}

export const LICENCE = material();
export const PREMISES_REJECTED = material({
  id: '1862006',
  materialType: '06',
  fileName: '经营场所照.jpg',
  filePath: 'cus/C202611000123/20261120/jycs_1763602877006.jpg',
  sortNo: 2,
  auditStatus: '2',
  auditRemark: '照片模糊，请重新拍摄经营场所全景（须含收银台）',
});
export const LEASE_PENDING = material({
  id: '1862007',
  materialType: '99',
  fileName: '租赁合同.pdf',
  filePath: 'cus/C202611000123/20261120/zlht_1763602897007.pdf',
  sortNo: 3,
  auditStatus: '0',
});

export const materialList = (rows: Material[]) => ({
  listData: rows,
  page: { count: rows.length, pageSize: 50, offset: 0 },
});

/** The providers of the page: fresh query cache, recording calls, the fake upload. */
export function renderMaterials(
  post: ServicePost,
  ui: ReactElement,
  path = '/cus/cusMaterialList',
) {
  const upload = fakeUploadApi();
  const calls = { materials: createCustomerMaterialApi(post), upload: upload.api };
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <QueryClientProvider client={new QueryClient()}>
        <AntdApp>
          <CustomerApiContext value={createCustomerApi(post)}>
            <MaterialApiContext value={calls}>{ui}</MaterialApiContext>
          </CustomerApiContext>
        </AntdApp>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { ...view, upload };
}

/** The list entry of a material, by its type and file name. */
export const entryOf = (typeText: string, fileName: string) =>
  within(screen.getByRole('list', { name: '资料列表' })).getByRole('listitem', {
    name: `${typeText} ${fileName}`,
  });

/** The open dialog. */
export const dialog = () => screen.getByRole('dialog');

/** Settles the `index`th pending upload as stored at `path` with the server's `name`. */
export async function settleUpload(
  upload: ReturnType<typeof fakeUploadApi>,
  index: number,
  path: string,
  name: string,
) {
  await act(async () => upload.pending[index]?.settle.resolve(upload.stored(path, name)));
}
