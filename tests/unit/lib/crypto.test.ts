import { createCipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptCredential, encryptCredential } from '../../../src/lib/crypto';

const KEY = '1234567890adbcde';

function nodeAes128Ecb(plain: string, key: string): string {
  const cipher = createCipheriv('aes-128-ecb', Buffer.from(key, 'utf8'), null);
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}

describe('encryptCredential', () => {
  it('matches a known AES-128-ECB/PKCS7 vector, cross-checked with Node crypto', () => {
    expect(encryptCredential('admin', KEY)).toBe('/cp3vFGldCZ7JGDWepSBxQ==');
    expect(nodeAes128Ecb('admin', KEY)).toBe('/cp3vFGldCZ7JGDWepSBxQ==');
  });

  it.each(['', 'admin', '123456', 'Pa$$w0rd-长密码-with-more-than-one-block', 'exactly16bytes!!'])(
    'agrees with Node crypto for %j',
    (plain) => {
      expect(encryptCredential(plain, KEY)).toBe(nodeAes128Ecb(plain, KEY));
    },
  );

  it('pads a 16-byte text to two blocks (PKCS7)', () => {
    expect(Buffer.from(encryptCredential('exactly16bytes!!', KEY), 'base64')).toHaveLength(32);
  });
});

describe('decryptCredential', () => {
  it.each(['admin', '', '中文密码 with spaces'])('round-trips %j', (plain) => {
    expect(decryptCredential(encryptCredential(plain, KEY), KEY)).toBe(plain);
  });

  it('reads what Node crypto encrypted', () => {
    expect(decryptCredential(nodeAes128Ecb('s3cret', KEY), KEY)).toBe('s3cret');
  });

  it('does not give back the text under another key', () => {
    const attempt = (): string =>
      decryptCredential(encryptCredential('admin', KEY), 'another-key-0001');
    let recovered: string | undefined;
    try {
      recovered = attempt();
    } catch {
      recovered = undefined;
    }
    expect(recovered).not.toBe('admin');
  });
});
