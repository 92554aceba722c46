import { describe, expect, it } from 'vitest';
import { isEnterpriseChatAgent } from '../../../src/lib/enterpriseChat';

describe('isEnterpriseChatAgent', () => {
  it.each([
    ['Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Mobile/15E148 DingTalk/7.0.10', true],
    ['Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 wxwork/4.1.16 MicroMessenger/7.0.1', true],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36',
      false,
    ],
    ['Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 MicroMessenger/8.0.50', false],
  ])('%s → %s', (userAgent, expected) => {
    expect(isEnterpriseChatAgent(userAgent)).toBe(expected);
  });
});
