/**
 * The demo backend's cryptography, all from node:crypto: the login credentials' AES (spec 7.2,
 * the console's src/lib/crypto.ts in reverse), salted scrypt password hashes, random tokens and ids.
 */
import { createDecipheriv, randomBytes, randomUUID, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: string,
  keyLength: number,
  options: { N: number },
) => Promise<Buffer>;

/** The plain text of a credential the console encrypted with `key`; throws on a wrong key. */
export function decryptCredential(cipherText: string, key: string): string {
  const keyBytes = Buffer.from(key, 'utf8');
  const decipher = createDecipheriv(`aes-${keyBytes.length * 8}-ecb`, keyBytes, null);
  const plain = Buffer.concat([
    decipher.update(Buffer.from(cipherText, 'base64')),
    decipher.final(),
  ]);
  return plain.toString('utf8');
}

const SCRYPT_KEY_LENGTH = 32;
// scrypt's cost: 4096 (Node's default is 16384) keeps seeding 200 users to a few seconds of the
// first start's 30 s budget. The demo backend is never a production system.
const SCRYPT_COST = 4096;

export function newSalt(): string {
  return randomBytes(16).toString('hex');
}

export async function hashPassword(password: string, salt: string): Promise<string> {
  return (await scryptAsync(password, salt, SCRYPT_KEY_LENGTH, { N: SCRYPT_COST })).toString('hex');
}

export async function passwordMatches(
  password: string,
  salt: string,
  hash: string,
): Promise<boolean> {
  const expected = Buffer.from(hash, 'hex');
  const actual = await scryptAsync(password, salt, SCRYPT_KEY_LENGTH, { N: SCRYPT_COST });
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** An opaque bearer token: 32 random bytes, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A record id in JeecgBoot's form: 32 hexadecimal digits. */
export function newId(): string {
  return randomUUID().replaceAll('-', '');
}
