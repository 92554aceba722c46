import { describe, expect, it } from 'vitest';
import { BINARY_MARKER, markerHeaders } from '../../../providers/http/markers';
import { replyFormatStep } from '../../../providers/http/steps/replyFormat';
import { json, throughStep } from './support';

const request = (): Request => new Request('https://c.test/admin/sys/user/list');

describe('replyFormatStep', () => {
  it('passes a JSON reply through untouched', async () => {
    const reply = json({ success: true, result: [] });
    const { response } = await throughStep(replyFormatStep, request(), () => reply);
    expect(response).toBe(reply);
  });

  it.each([
    ['an HTML page', '<!doctype html><title>Console</title>'],
    ['an empty body', ''],
  ])('turns %s into the malformed-reply failure', async (_case, body) => {
    const { response } = await throughStep(
      replyFormatStep,
      request(),
      () => new Response(body, { headers: { 'Content-Type': 'text/html' } }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/json;charset=UTF-8');
    expect(await response.json()).toEqual({
      success: false,
      message: '服务器返回的数据格式不正确，请稍后重试',
      result: null,
    });
  });

  it('leaves file downloads, failures and 204 alone', async () => {
    const file = new Response('a,b\n1,2', { headers: { 'Content-Type': 'text/csv' } });
    const download = new Request('https://c.test/admin/x/exportXls', {
      headers: markerHeaders(BINARY_MARKER),
    });
    expect((await throughStep(replyFormatStep, download, () => file)).response).toBe(file);

    const failure = new Response('<h1>502</h1>', { status: 502 });
    expect((await throughStep(replyFormatStep, request(), () => failure)).response).toBe(failure);

    const empty = new Response(null, { status: 204 });
    expect((await throughStep(replyFormatStep, request(), () => empty)).response).toBe(empty);
  });
});
