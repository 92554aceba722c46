/** providers/batch-pay-api.ts: what each call sends (issue 17, cap.yaml BatchPay*). */
import { describe, expect, it } from 'vitest';
import {
  BATCH_PAY_PATHS as PATHS,
  createBatchPayApi,
  ITEMS_PAGE_SIZE,
} from '../../../providers/batch-pay-api';
import type { ServicePost } from '../../../providers/cap-list';
import type { ServicePage } from '../../../providers/http';
import { encryptOpPassword } from '../../../providers/op-password';

function recording(answer: (path: string, page?: ServicePage) => unknown) {
  const calls: { path: string; payload: object; page?: ServicePage }[] = [];
  const post = ((path: string, payload: object = {}, page?: ServicePage) => {
    calls.push({ path, payload, page });
    return Promise.resolve({
      success: true,
      code: '0000',
      message: '交易成功',
      result: answer(path, page),
    });
  }) as ServicePost;
  const api = createBatchPayApi(post, () => Promise.reject(new Error('no upload')));
  return { api, calls };
}

describe('batch pay API', () => {
  it('reads every page of a 2,500-row batch, in file order', async () => {
    const total = 2_500;
    const { api, calls } = recording((_path, page) => {
      const start = ((page?.pageNum ?? 1) - 1) * ITEMS_PAGE_SIZE;
      const count = Math.max(0, Math.min(ITEMS_PAGE_SIZE, total - start));
      const listData = Array.from({ length: count }, (_, index) => ({ itemNo: start + index + 1 }));
      return { listData, page: { count: total } };
    });
    const rows = await api.allItems('B1');
    expect(rows.map((row) => row.itemNo)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    expect(calls.map((call) => call.page?.pageNum)).toEqual([1, 2, 3]);
    expect(calls.every((call) => call.path === PATHS.items)).toBe(true);
  });

  it('sends the operation password encrypted, never as typed', async () => {
    const { api, calls } = recording(() => null);
    await api.submit('B1', 'pay12345');
    expect(calls[0]).toMatchObject({
      path: PATHS.submit,
      payload: { batchNo: 'B1', opPsw: encryptOpPassword('pay12345') },
    });
    expect(JSON.stringify(calls[0]?.payload)).not.toContain('pay12345');
  });
});
