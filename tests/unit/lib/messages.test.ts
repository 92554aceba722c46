import { describe, expect, it } from 'vitest';
import { MALFORMED_REPLY, tokenRefreshException } from '../../../src/lib/messages';

describe('messages', () => {
  it('formats the refresh exception with a full-width colon (spec 8.1)', () => {
    expect(tokenRefreshException('Failed to fetch')).toBe('token 刷新异常：Failed to fetch');
  });

  it('keeps the malformed-reply text the e2e suite looks for', () => {
    expect(MALFORMED_REPLY).toBe('服务器返回的数据格式不正确，请稍后重试');
  });
});
