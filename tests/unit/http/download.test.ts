import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition, readDownload } from '../../../providers/http/download';

/** A UTF-8 name sent raw in a header, as the browser exposes it: one character per byte. */
const rawUtf8 = (name: string): string => String.fromCharCode(...new TextEncoder().encode(name));

describe('fileNameFromDisposition', () => {
  it.each([
    ['attachment; filename="report.xls"', 'report.xls'],
    ['attachment;filename=report.xls', 'report.xls'],
    ["attachment; filename*=UTF-8''%E7%94%A8%E6%88%B7%E5%88%97%E8%A1%A8.xls", '用户列表.xls'],
    ['attachment; filename="fallback.xls"; filename*=UTF-8\'\'%E7%94%A8%E6%88%B7.xls', '用户.xls'],
    ['attachment; filename=%E7%94%A8%E6%88%B7.xls', '用户.xls'],
    [`attachment;filename=${rawUtf8('用户列表.xls')}`, '用户列表.xls'],
    [`attachment;filename=${rawUtf8('café.xls')}`, 'café.xls'],
    ['attachment; filename="100%.xls"', '100%.xls'],
    ['attachment', ''],
    [null, ''],
  ])('%j → %j', (header, expected) => {
    expect(fileNameFromDisposition(header)).toBe(expected);
  });
});

describe('readDownload', () => {
  it('gives the file and its name', async () => {
    const reply = await readDownload(
      new Response('id,name\n1,张三', {
        headers: {
          'Content-Type': 'application/vnd.ms-excel',
          'Content-Disposition': 'attachment; filename="users.xls"',
        },
      }),
    );
    expect(reply.success).toBe(true);
    expect(reply.result?.fileName).toBe('users.xls');
    expect(await reply.result?.blob.text()).toBe('id,name\n1,张三');
  });

  it('turns an application/json reply into a normalised failure', async () => {
    const reply = await readDownload(
      new Response(JSON.stringify({ success: false, code: 500, message: '导出失败：没有数据' }), {
        headers: { 'Content-Type': 'application/json;charset=UTF-8' },
      }),
    );
    expect(reply).toEqual({
      success: false,
      code: 500,
      message: '导出失败：没有数据',
      result: null,
    });
  });
});
