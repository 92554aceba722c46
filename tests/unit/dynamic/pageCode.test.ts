import { describe, expect, it } from 'vitest';
import { pageCodeOfPath } from '../../../src/lib/dynamic';

describe('pageCodeOfPath', () => {
  it.each([
    ['/dynamic/bankBranch', 'bankBranch'],
    ['/dynamic/riskList/', 'riskList'],
    ['/dynamic/riskList?x=1', 'riskList'],
    ['/a/b/merchant-blacklist', 'merchant-blacklist'],
    ['/', undefined],
    ['', undefined],
    ['/dynamic/1abc', undefined],
    ['/dynamic/%E9%93%B6', undefined],
  ])('%s → %s', (path, expected) => {
    expect(pageCodeOfPath(path)).toBe(expected);
  });
});
