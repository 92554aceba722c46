import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  contentSecurityPolicyMiddleware,
  cspNoncePlaceholder,
} from '../../../scripts/lib/csp.mjs';

// Issue 13 item 10: deploy/nginx.conf ships a strict Content-Security-Policy, and `vite preview`
// (the e2e server) sends the same policy, read from nginx.conf, with the same nonce handling.

const nginxConf = readFileSync(path.resolve(__dirname, '../../../deploy/nginx.conf'), 'utf8');

const directives = (policy: string) =>
  new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );

describe('the console Content-Security-Policy', () => {
  const policy = directives(contentSecurityPolicy('0123abcd'));

  it('allows scripts from the site only, with no eval and no inline script', () => {
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(contentSecurityPolicy('n')).not.toMatch(/unsafe-eval|unsafe-hashes/);
    const inline = [...policy].filter(([, sources]) => sources.includes("'unsafe-inline'"));
    expect(inline.map(([name]) => name)).toEqual(['style-src-attr']);
  });

  it('closes plugins, base, framing and foreign connections', () => {
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
  });

  it('admits <style> elements by the response nonce instead of unsafe-inline', () => {
    expect(policy.get('style-src')).toEqual(["'self'", "'nonce-0123abcd'"]);
    // Style attributes only: server rich text keeps its formatting; CodeMirror sets attributes.
    expect(policy.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
  });
});

describe('deploy/nginx.conf', () => {
  const tlsServer = nginxConf.slice(nginxConf.indexOf('listen 443 ssl'));

  it('sends the policy and HSTS from the TLS server and redirects plain HTTP to it', () => {
    expect(tlsServer).toMatch(/add_header Content-Security-Policy \$console_csp always;/);
    expect(tlsServer).toMatch(/add_header Strict-Transport-Security "max-age=\d{8,}" always;/);
    expect(nginxConf).toMatch(/listen 80;[^}]*return 301 https:\/\/\$host\$request_uri;/);
  });

  it("fills index.html's nonce placeholder with the nonce of the header", () => {
    expect(cspNoncePlaceholder()).toBe('__CSP_NONCE__');
    expect(nginxConf).toContain("sub_filter '__CSP_NONCE__' '$request_id';");
    expect(nginxConf).toContain(`'nonce-$request_id'`);
  });
});

describe('the preview server middleware', () => {
  const distDir = mkdtempSync(path.join(tmpdir(), 'csp-dist-'));
  writeFileSync(
    path.join(distDir, 'index.html'),
    '<meta property="csp-nonce" nonce="__CSP_NONCE__"><script nonce="__CSP_NONCE__"></script>',
  );
  writeFileSync(path.join(distDir, 'config.js'), 'window.__CONSOLE_CONFIG__ = {};');
  const middleware = contentSecurityPolicyMiddleware({ distDir, apiBase: '/admin' });

  function serve(url: string) {
    const headers = new Map<string, string>();
    let body: string | undefined;
    let passedOn = false;
    const request = { url, method: 'GET', headers: { accept: 'text/html' } } as IncomingMessage;
    const response = {
      setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
      end: (text?: string) => {
        body = text;
      },
    } as unknown as ServerResponse;
    middleware(request, response, () => {
      passedOn = true;
    });
    return { headers, body, passedOn };
  }

  it('serves a client route as index.html with the nonce of its own policy header', () => {
    const { headers, body, passedOn } = serve('/isystem/user?x=1');
    const nonce = /'nonce-([0-9a-f]{32})'/.exec(headers.get('content-security-policy') ?? '')?.[1];
    expect(passedOn).toBe(false);
    expect(nonce).toBeDefined();
    expect(body).toBe(
      `<meta property="csp-nonce" nonce="${nonce}"><script nonce="${nonce}"></script>`,
    );
    expect(serve('/Home').headers.get('content-security-policy')).not.toContain(`${nonce}`);
  });

  it('passes files and API calls on, still with the policy header', () => {
    for (const url of ['/config.js', '/admin/sys/login']) {
      const { headers, passedOn } = serve(url);
      expect(passedOn).toBe(true);
      expect(headers.get('content-security-policy')).toContain("script-src 'self'");
    }
  });
});
