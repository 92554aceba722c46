import type { IncomingMessage, ServerResponse } from 'node:http';

export function cspNoncePlaceholder(): string;
export function contentSecurityPolicy(nonce: string): string;
export function newNonce(): string;
export function contentSecurityPolicyMiddleware(options: {
  distDir: string;
  apiBase: string;
}): (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
