import { describe, expect, it, vi } from 'vitest';
import { sendOverNetwork } from '../../../providers/http/network';

describe('sendOverNetwork', () => {
  it('sends a POST body as bytes with the method, headers and signal of the request', async () => {
    const send = vi.fn<typeof fetch>(async () => new Response('{}'));
    const controller = new AbortController();
    const request = new Request('https://console.example.com/admin/sys/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'tenant-id': '0' },
      body: JSON.stringify({ username: 'enc-user' }),
      signal: controller.signal,
    });

    await sendOverNetwork(request, send);

    const [url, init] = send.mock.calls[0] ?? [];
    expect(url).toBe('https://console.example.com/admin/sys/login');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('tenant-id')).toBe('0');
    expect(new TextDecoder().decode(init?.body as ArrayBuffer)).toBe('{"username":"enc-user"}');
    controller.abort();
    expect(init?.signal?.aborted).toBe(true);
  });

  it('keeps a keepalive request alive past a page load (the logout call, spec 4)', async () => {
    const send = vi.fn<typeof fetch>(async () => new Response('{}'));
    await sendOverNetwork(
      new Request('https://console.example.com/admin/cap/auth/v1/UserLogout', { keepalive: true }),
      send,
    );
    expect(send.mock.calls[0]?.[1]?.keepalive).toBe(true);
  });

  it('sends no body with a GET', async () => {
    const send = vi.fn<typeof fetch>(async () => new Response('{}'));
    await sendOverNetwork(
      new Request('https://console.example.com/admin/sys/user/list?_t=1'),
      send,
    );
    expect(send.mock.calls[0]?.[1]?.body).toBeUndefined();
    expect(send.mock.calls[0]?.[1]?.method).toBe('GET');
  });
});
