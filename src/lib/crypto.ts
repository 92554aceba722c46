/**
 * Credential encryption for the login and password calls (spec 7.2): AES, ECB mode, PKCS7
 * padding, UTF-8 key and text, Base64 ciphertext. The key is deployment configuration
 * (`ConsoleConfig.loginAesKey`), passed in by the caller. Modules are imported one by one so the
 * login bundle carries only AES.
 */
import AES from 'crypto-js/aes';
import Base64 from 'crypto-js/enc-base64';
import Utf8 from 'crypto-js/enc-utf8';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';

const CIPHER_OPTIONS = { mode: ECB, padding: Pkcs7 };

export function encryptCredential(plain: string, key: string): string {
  return AES.encrypt(Utf8.parse(plain), Utf8.parse(key), CIPHER_OPTIONS).ciphertext.toString(
    Base64,
  );
}

/** Throws when the text was not encrypted with this key (the padding or UTF-8 check fails). */
export function decryptCredential(cipherText: string, key: string): string {
  return AES.decrypt(cipherText, Utf8.parse(key), CIPHER_OPTIONS).toString(Utf8);
}
