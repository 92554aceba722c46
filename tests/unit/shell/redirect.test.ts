import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from '../../../src/lib/redirect';

describe('safeRedirectPath (ASVS V5.1.5: only same-origin relative redirects)', () => {
  it.each([
    ['/isystem/user', '/isystem/user'],
    ['/isystem/user?tab=2#top', '/isystem/user?tab=2#top'],
    ['%2Fisystem%2Fuser', '/isystem/user'],
    ['/Home', '/Home'],
    // Normalised the way the browser resolves it, and still in the app.
    ['/isystem/./user', '/isystem/user'],
    ['/isystem/role/../user', '/isystem/user'],
    ['/../isystem/user', '/isystem/user'],
    [
      '/isystem/user?back=https%3A%2F%2Fexample.com%2F',
      '/isystem/user?back=https%3A%2F%2Fexample.com%2F',
    ],
    ['/isystem/user?q=a%26b', '/isystem/user?q=a%26b'],
    ['/cus/客户', '/cus/%E5%AE%A2%E6%88%B7'],
  ])('follows the app path %s as %s', (input, expected) => {
    expect(safeRedirectPath(input, '/Home')).toBe(expected);
  });

  // Each of these, followed, would leave the app or make the router refuse to navigate.
  it.each([
    ['//evil.example.com/x'],
    ['/\\evil.example.com'],
    ['\\\\evil.example.com'],
    ['%2F%2Fevil.example.com'],
    ['https://evil.example.com/'],
    ['HTTPS://evil.example.com/'],
    ['javascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['/\t/evil.example.com'],
    ['/\n/evil.example.com'],
    ['/\r\n/evil.example.com'],
    [' //evil.example.com'],
    ['isystem/user'],
    ['evil.example.com'],
    ['%E0%A4%A'],
    // Dot segments that normalise to a protocol-relative path (issue 13 item 3).
    ['/.//evil.example'],
    ['/./\\evil.example'],
    ['/a/..//evil.example'],
    ['/%2e//evil.example'],
    ['/%2E%2E//evil.example'],
    ['/x/%2e%2e//evil.example'],
    // Encoded slashes and backslashes, once or twice, that decode to another host.
    ['/%2F/evil.example'],
    ['/%2f%2fevil.example'],
    ['/%5Cevil.example'],
    ['/%5C%5Cevil.example'],
    ['/%252F%252Fevil.example'],
    ['/..%2F%2Fevil.example'],
    ['/%2e%2e%2f%2fevil.example'],
    ['/%09/evil.example'],
    ['/%0A/evil.example'],
    ['/%25252F%25252Fevil.example'],
    ['/.%2F%2Fevil.example'],
    [''],
    [null],
    [undefined],
  ])('falls back to home for %j', (input) => {
    expect(safeRedirectPath(input, '/Home')).toBe('/Home');
  });
});
