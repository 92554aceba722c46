/**
 * Data source passwords are kept encrypted (jeecg-contracts: SecurityUtil.jiami on save, jiemi for
 * the edit form): AES-128-ECB, Base64, under a key of the demo backend. Never for production.
 */
import { createCipheriv, createDecipheriv, createHash } from 'node:crypto';

const KEY = createHash('sha256')
  .update('demo-backend data source passwords')
  .digest()
  .subarray(0, 16);

export function encryptPassword(plain: string): string {
  const cipher = createCipheriv('aes-128-ecb', KEY, null);
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}

/** The plain password, or null when the stored text is not one of ours. */
export function decryptPassword(stored: string | null | undefined): string | null {
  if (!stored) return null;
  try {
    const decipher = createDecipheriv('aes-128-ecb', KEY, null);
    return Buffer.concat([
      decipher.update(Buffer.from(stored, 'base64')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}
