/**
 * providers/customer-material-api.ts (客户资料, spec 7.7): the requests each call sends on the /cap
 * service conventions, the rows in sortNo order, and the server's text of every outcome (spec 7.1).
 */
import { describe, expect, it } from 'vitest';
import {
  createCustomerMaterialApi,
  type Material,
  type MaterialChange,
} from '../../../providers/customer-material-api';
import type { ServicePost } from '../../../providers/cap-list';
import type { Normalised, ServicePage } from '../../../providers/http';
import { isImageMaterial } from '../../../resources/customer/material/MaterialFile';

const row = (id: string, sortNo: number): Material => ({
  id,
  cusCode: 'C202611000123',
  materialType: '01',
  fileName: `${id}.jpg`,
  filePath: `cus/C202611000123/${id}.jpg`,
  sortNo,
  auditStatus: '0',
});

const ok = (result: unknown, message = '交易成功'): Normalised<unknown> => ({
  success: true,
  code: '0000',
  message,
  result,
});

function recording(reply: Normalised<unknown>) {
  const calls: { path: string; payload: object; page?: ServicePage }[] = [];
  const post = ((path: string, payload: object = {}, page?: ServicePage) => {
    calls.push({ path, payload, page });
    return Promise.resolve(reply);
  }) as ServicePost;
  return { api: createCustomerMaterialApi(post), calls };
}

describe('customer material api', () => {
  it('reads one customer’s materials, one page of 50, in sortNo order', async () => {
    const { api, calls } = recording(
      ok({ listData: [row('b', 2), row('a', 1)], page: { count: 2 } }),
    );
    expect((await api.list('C202611000123')).map((material) => material.id)).toEqual(['a', 'b']);
    expect(calls).toEqual([
      {
        path: '/cap/cus/v1/CusMaterialInquiry',
        payload: { cusCode: 'C202611000123' },
        page: { pageNum: 1, pageSize: 50 },
      },
    ]);
  });

  it.each<[MaterialChange, object]>([
    [
      { action: 'reorder', sortNo: 1 },
      { action: 'reorder', sortNo: 1 },
    ],
    [{ action: 'remove' }, { action: 'remove' }],
    [{ action: 'approve' }, { action: 'approve' }],
    [
      { action: 'reject', auditRemark: '照片模糊' },
      { action: 'reject', auditRemark: '照片模糊' },
    ],
    [
      { action: 'replace', fileName: '门头照.jpg', filePath: 'cus/x/mtz.jpg' },
      { action: 'replace', fileName: '门头照.jpg', filePath: 'cus/x/mtz.jpg' },
    ],
  ])('sends %o as CusMaterialUpdating of the row', async (change, fields) => {
    const { api, calls } = recording(ok({ listData: [row('b', 2), row('a', 1)] }, '操作成功'));
    const outcome = await api.change({ id: 'a', cusCode: 'C202611000123' }, change);
    expect(calls[0]).toMatchObject({
      path: '/cap/cus/v1/CusMaterialUpdating',
      payload: { id: 'a', cusCode: 'C202611000123', ...fields },
    });
    expect(outcome).toEqual({ ok: true, message: '操作成功', rows: [row('a', 1), row('b', 2)] });
  });

  it('a success without a list gives no rows (the panel reads the list again, not an empty one)', async () => {
    const { api } = recording(ok(null, '操作成功'));
    expect(await api.change({ id: 'a', cusCode: 'C202611000123' }, { action: 'remove' })).toEqual({
      ok: true,
      message: '操作成功',
      rows: undefined,
    });
  });

  it('a refusal carries the server text (replyText:errorMsg)', async () => {
    const { api } = recording({
      success: false,
      code: 'E3011',
      message: '新增失败:文件不存在，请重新上传',
      result: null,
    });
    expect(
      await api.add({
        cusCode: 'C202611000123',
        materialType: '07',
        fileName: '授权书.pdf',
        filePath: 'cus/x/sqs.pdf',
      }),
    ).toEqual({ ok: false, message: '新增失败:文件不存在，请重新上传', presented: false });
  });
});

describe('isImageMaterial', () => {
  it.each([
    ['营业执照.jpg', true],
    ['门头照.PNG', true],
    ['开户许可证.pdf', false],
    ['租赁合同.docx', false],
  ])('%s → %s', (fileName, image) => {
    expect(isImageMaterial({ fileName, filePath: `cus/x/${fileName}` })).toBe(image);
  });
});
