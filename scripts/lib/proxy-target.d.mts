export const CONSOLE_API_BASE: '/admin';
export const JEECG_BOOT_CONTEXT_PATH: '/jeecg-boot';
export function normaliseContextPath(path: string): string;
export function parseMockArgs(
  args: readonly string[],
): { proxy: false } | { proxy: true; backend: string; contextPath: string | undefined };
export function upstreamUrl(backend: string, contextPath?: string): string;
export function backendUrlOf(consolePath: string, upstream: string): string;
