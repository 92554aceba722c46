import { encryptCredential } from '../src/lib/crypto';
import { getConfig } from '../src/lib/config';

/**
 * The operation password every money movement carries as `opPsw` (issue 17, spec 7.2): encrypted
 * like the login password, so the plain text never leaves the form.
 */
export const encryptOpPassword = (plain: string): string =>
  encryptCredential(plain, getConfig().loginAesKey);
