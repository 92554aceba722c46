/**
 * What a money movement must carry as `opPsw` (issue 17, spec 7.2): the typed operation password
 * encrypted like the login password (AES-128-ECB, PKCS7, Base64; tests/unit/lib/crypto.test.ts
 * holds the console's encryption to Node's) with the mock build's key (.env VITE_LOGIN_AES_KEY),
 * so a backend decrypts exactly what the operator typed.
 */
import { createCipheriv } from 'node:crypto';

const E2E_LOGIN_AES_KEY = '1234567890adbcde';

export function encryptedOpPassword(typed: string): string {
  const cipher = createCipheriv('aes-128-ecb', Buffer.from(E2E_LOGIN_AES_KEY, 'utf8'), null);
  return Buffer.concat([cipher.update(typed, 'utf8'), cipher.final()]).toString('base64');
}
