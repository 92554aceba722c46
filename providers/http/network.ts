/**
 * The one place the browser's fetch is called. The body is handed over as bytes rather than as the
 * Request's stream: browsers send a stream body only with `duplex: 'half'` over HTTP/2, and
 * DevTools-based tooling cannot see streamed bodies at all.
 */
export async function sendOverNetwork(
  request: Request,
  send: typeof fetch = (input, init) => globalThis.fetch(input, init),
): Promise<Response> {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return send(request.url, {
    method: request.method,
    headers: request.headers,
    body: hasBody ? await request.arrayBuffer() : undefined,
    signal: request.signal,
    credentials: request.credentials,
    redirect: request.redirect,
    keepalive: request.keepalive,
  });
}
