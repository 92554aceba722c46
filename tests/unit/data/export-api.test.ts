import { describe, expect, it, vi } from 'vitest';
import { buildExportParams, createExportApi } from '../../../providers/export-api';
import type { DownloadedFile, Normalised } from '../../../providers/http';

const file = (text: string, fileName = ''): Normalised<DownloadedFile | null> => ({
  success: true,
  code: 200,
  message: '',
  result: { blob: new Blob([text]), fileName },
});

describe('buildExportParams (spec 7.5)', () => {
  it('sends the list conditions and sort without paging, plus the selected ids', () => {
    expect(
      buildExportParams({
        filters: [{ field: 'name', operator: 'contains', value: '经理' }],
        sorters: [{ field: 'name', order: 'asc' }],
        superQuery: { params: [{ field: 'code', rule: 'eq', val: 'gm' }], matchType: 'and' },
        selections: ['p1', 'p2'],
      }),
    ).toEqual({
      superQueryParams: encodeURI(JSON.stringify([{ field: 'code', rule: 'eq', val: 'gm' }])),
      superQueryMatchType: 'and',
      name: '*经理*',
      column: 'name',
      order: 'asc',
      selections: 'p1,p2',
    });
  });

  it('uses createTime desc by default, the resource default when given, and no empty selections', () => {
    expect(buildExportParams({})).toEqual({ column: 'createTime', order: 'desc' });
    expect(buildExportParams({ defaultSort: null, selections: [] })).toEqual({});
  });
});

describe('exportXls', () => {
  it('GETs the export path as a blob and hands back the file', async () => {
    const blobGet = vi.fn(async () => file('xls-bytes', '职务表.xls'));
    const outcome = await createExportApi({ blobGet }).exportXls('/sys/position/exportXls', {
      selections: ['p1'],
    });
    expect(blobGet).toHaveBeenCalledWith('/sys/position/exportXls', {
      column: 'createTime',
      order: 'desc',
      selections: 'p1',
    });
    expect(outcome).toMatchObject({ ok: true, fileName: '职务表.xls' });
  });

  it('an empty file is 文件下载失败; a JSON envelope instead of the file carries its message', async () => {
    const empty = createExportApi({ blobGet: async () => file('') });
    await expect(empty.exportXls('/sys/position/exportXls', {})).resolves.toEqual({
      ok: false,
      message: '文件下载失败',
    });
    const refused = createExportApi({
      blobGet: async () => ({ success: false, code: 500, message: '没有导出权限', result: null }),
    });
    await expect(refused.exportXls('/sys/position/exportXls', {})).resolves.toEqual({
      ok: false,
      message: '没有导出权限',
    });
  });
});
