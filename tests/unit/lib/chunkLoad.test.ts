import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ChunkLoadError,
  failedFile,
  freshModuleUrl,
  isFileGone,
  loadChunk,
} from '../../../src/lib/chunkLoad';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../../src/lib/constants';

// spec 8.4 / 9: chunk-load error after 120 s, CSS-chunk-load error for a style sheet.

const answer = (status: number, contentType: string) =>
  vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response(null, { status, headers: { 'content-type': contentType } }));

afterEach(() => {
  vi.useRealTimers();
});

describe('failedFile', () => {
  it.each([
    [
      'Failed to fetch dynamically imported module: https://console.example.cn/assets/Role-a1.js',
      { url: 'https://console.example.cn/assets/Role-a1.js' },
    ],
    [
      'error loading dynamically imported module: http://127.0.0.1:4620/assets/Log-9Z.js',
      { url: 'http://127.0.0.1:4620/assets/Log-9Z.js' },
    ],
    [
      'Unable to preload CSS for http://127.0.0.1:4620/assets/RichTextEditorView-x.css',
      {
        url: 'http://127.0.0.1:4620/assets/RichTextEditorView-x.css',
        stylesheet: 'http://127.0.0.1:4620/assets/RichTextEditorView-x.css',
      },
    ],
    ['Importing a module script failed.', { url: undefined }],
  ])('names the file of %j', (message, expected) => {
    expect(failedFile(new TypeError(message))).toEqual(expected);
  });
});

describe('isFileGone', () => {
  it.each([
    [404, 'text/html', true],
    [410, 'text/plain', true],
    [200, 'text/html; charset=utf-8', true],
    [200, 'text/javascript', false],
    [503, 'text/html', false],
  ])('a %i %s answer means gone: %s', async (status, contentType, gone) => {
    answer(status, contentType);
    expect(await isFileGone('/assets/a.js')).toBe(gone);
  });

  it('treats an unreachable server as not gone (a retry may help)', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await isFileGone('/assets/a.js')).toBe(false);
  });
});

describe('loadChunk', () => {
  it('rejects with a chunk-load time-out after CHUNK_LOAD_TIMEOUT_MS, not before', async () => {
    vi.useFakeTimers();
    const settled = vi.fn();
    loadChunk(() => new Promise<never>(() => {})).catch(settled);

    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);

    const error = settled.mock.lastCall?.[0] as ChunkLoadError;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ name: 'ChunkLoadError', failure: 'timeout' });
  });

  it('turns a failed style sheet into a CSS-chunk-load error', async () => {
    answer(200, 'text/css');
    const failure = new Error('Unable to preload CSS for http://localhost/assets/a.css');
    await expect(loadChunk(() => Promise.reject(failure))).rejects.toMatchObject({
      name: 'CssChunkLoadError',
      failure: 'failed',
      stylesheet: 'http://localhost/assets/a.css',
      cause: failure,
    });
  });

  it('calls a file the server no longer has missing', async () => {
    answer(404, 'text/html');
    const failure = new TypeError(
      'Failed to fetch dynamically imported module: http://localhost/assets/a.js',
    );
    await expect(loadChunk(() => Promise.reject(failure))).rejects.toMatchObject({
      name: 'ChunkLoadError',
      failure: 'missing',
    });
  });

  it('passes the module through when it arrives in time', async () => {
    await expect(loadChunk(() => Promise.resolve({ default: 1 }))).resolves.toEqual({
      default: 1,
    });
  });
});

// A browser that remembers a failed module (Chromium 150) fails the same import() again without a
// request; 重新加载 then imports the file under this address.
describe('freshModuleUrl', () => {
  const origin = 'https://console.example.com';

  it('adds the attempt as a retry query to a same-origin script', () => {
    expect(freshModuleUrl(`${origin}/assets/UserListPage-Bx12.js`, 1, origin)).toBe(
      `${origin}/assets/UserListPage-Bx12.js?retry=1`,
    );
    expect(freshModuleUrl('/assets/Page-a.mjs?retry=1', 2, origin)).toBe(
      `${origin}/assets/Page-a.mjs?retry=2`,
    );
  });

  it('never imports from another origin, nor anything but a script', () => {
    expect(freshModuleUrl('https://evil.example.com/assets/x.js', 1, origin)).toBeUndefined();
    expect(freshModuleUrl('//evil.example.com/assets/x.js', 1, origin)).toBeUndefined();
    expect(freshModuleUrl(`${origin}/assets/x.css`, 1, origin)).toBeUndefined();
    expect(freshModuleUrl(undefined, 1, origin)).toBeUndefined();
  });
});
