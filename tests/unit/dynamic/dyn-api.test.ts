import { describe, expect, it, vi } from 'vitest';
import {
  DESCRIPTOR_MISSING,
  DYN_PATHS,
  createDynApi,
  type DynDescriptor,
  type DynRecord,
} from '../../../providers/dyn-api';
import type { ServicePost } from '../../../providers/cap-list';

const descriptor = (pageCode: string): DynDescriptor => ({
  pageCode,
  title: pageCode,
  keyField: 'k',
  searchFields: [],
  columns: [],
  formFields: [],
  buttons: {},
  importColumns: [],
});
const record = (recordId: string, pageCode: string): DynRecord => ({
  recordId,
  pageCode,
  values: {},
});

function fakePost(result: unknown, success = true, message = '交易成功') {
  const post = vi.fn(async () => ({ success, code: success ? '0000' : 'E7101', message, result }));
  return post as unknown as ServicePost & typeof post;
}
const noUpload = vi.fn();

describe('createDynApi', () => {
  it('asks for the one page code and takes its descriptor from a reply holding more', async () => {
    const post = fakePost({ descriptors: [descriptor('bankBranch'), descriptor('riskList')] });
    const found = await createDynApi(post, noUpload).descriptor('riskList');
    expect(found.pageCode).toBe('riskList');
    expect(post).toHaveBeenCalledWith(DYN_PATHS.descriptor, { pageCodes: ['riskList'] });
  });

  it.each([
    [
      'a reply without the page',
      fakePost({ descriptors: [descriptor('bankBranch')] }),
      DESCRIPTOR_MISSING,
    ],
    ['a refusal', fakePost(null, false, '页面描述不存在：未找到'), '页面描述不存在：未找到'],
  ])('%s rejects with the text to show', async (_name, post, text) => {
    await expect(createDynApi(post, noUpload).descriptor('riskList')).rejects.toThrow(text);
  });

  it('reads records with the page code and filters, and shows only rows of its page', async () => {
    const post = fakePost({
      listData: [record('1', 'bankBranch'), record('2', 'riskList')],
      page: { count: 2, pageSize: 10, offset: 0 },
    });
    const page = await createDynApi(post, noUpload).records(
      'riskList',
      { riskType: '01' },
      { pageNum: 1, pageSize: 10 },
    );
    expect(page.rows.map((row) => row.recordId)).toEqual(['2']);
    expect(post).toHaveBeenCalledWith(
      DYN_PATHS.records,
      { pageCode: 'riskList', filters: { riskType: '01' } },
      { pageNum: 1, pageSize: 10 },
    );
  });

  it('saves with the page code and resolves with the server text either way', async () => {
    const ok = fakePost(record('9', 'bankBranch'), true, '新增成功');
    await expect(createDynApi(ok, noUpload).addRecord('bankBranch', { a: '1' })).resolves.toEqual({
      ok: true,
      message: '新增成功',
    });
    expect(ok).toHaveBeenCalledWith(DYN_PATHS.add, { pageCode: 'bankBranch', values: { a: '1' } });
    const refused = fakePost(null, false, '记录不存在：该记录已被删除');
    await expect(
      createDynApi(refused, noUpload).updateRecord('bankBranch', '7', { a: '2' }),
    ).resolves.toEqual({ ok: false, message: '记录不存在：该记录已被删除', presented: false });
    expect(refused).toHaveBeenCalledWith(DYN_PATHS.update, {
      pageCode: 'bankBranch',
      recordId: '7',
      values: { a: '2' },
    });
  });

  it('imports the file with the page code and gives back the counts', async () => {
    const result = {
      totalCount: 2,
      successCount: 1,
      failCount: 1,
      failRows: [{ rowNo: 3, reason: '缺少联行号' }],
    };
    const upload = vi.fn(async () => ({
      success: true,
      code: '0000',
      message: '导入完成',
      result,
    }));
    const file = new File(['x'], '网点.xlsx');
    await expect(
      createDynApi(fakePost(null), upload).importRecords('bankBranch', file),
    ).resolves.toEqual({ ok: true, message: '导入完成', result });
    expect(upload).toHaveBeenCalledWith(file, 'bankBranch');
  });
});
