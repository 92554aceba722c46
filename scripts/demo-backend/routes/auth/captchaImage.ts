/**
 * The login form's image captcha (/sys/randomImage/{key}): four characters drawn into a 105×35
 * PNG with noise lines, as JeecgBoot's. Kept in demo_captcha for 60 seconds under the key; the
 * sign-in checks it when the console sends `checkKey` (jeecg-contracts /sys/login).
 */
import { randomInt } from 'node:crypto';
import { one, type Queryable } from '../../db/database';
import { Bitmap, pngDataUrl, type Rgb } from './pngImage';

const WIDTH = 105;
const HEIGHT = 35;
const VALID_MS = 60_000;

// 5×7 glyphs of the characters a captcha uses (no 0/O, 1/I/L look-alikes).
const GLYPHS: Record<string, readonly string[]> = {
  '2': ['01110', '10001', '00001', '00110', '01000', '10000', '11111'],
  '3': ['11110', '00001', '00001', '01110', '00001', '00001', '11110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
  A: ['01110', '10001', '10001', '11111', '10001', '10001', '10001'],
  C: ['01110', '10001', '10000', '10000', '10000', '10001', '01110'],
  E: ['11111', '10000', '10000', '11110', '10000', '10000', '11111'],
  F: ['11111', '10000', '10000', '11110', '10000', '10000', '10000'],
  H: ['10001', '10001', '10001', '11111', '10001', '10001', '10001'],
  K: ['10001', '10010', '10100', '11000', '10100', '10010', '10001'],
  M: ['10001', '11011', '10101', '10101', '10001', '10001', '10001'],
  N: ['10001', '11001', '10101', '10011', '10001', '10001', '10001'],
  P: ['11110', '10001', '10001', '11110', '10000', '10000', '10000'],
  R: ['11110', '10001', '10001', '11110', '10100', '10010', '10001'],
  T: ['11111', '00100', '00100', '00100', '00100', '00100', '00100'],
  X: ['10001', '10001', '01010', '00100', '01010', '10001', '10001'],
  Y: ['10001', '10001', '01010', '00100', '00100', '00100', '00100'],
};
const CHARACTERS = Object.keys(GLYPHS);

const randomColour = (low: number, high: number): Rgb => [
  randomInt(low, high),
  randomInt(low, high),
  randomInt(low, high),
];

export function drawCaptcha(text: string): string {
  const image = new Bitmap(WIDTH, HEIGHT, randomColour(225, 256));
  for (let n = 0; n < 6; n += 1) {
    image.line(
      randomInt(0, WIDTH),
      randomInt(0, HEIGHT),
      randomInt(0, WIDTH),
      randomInt(0, HEIGHT),
      randomColour(120, 200),
    );
  }
  const scale = 3;
  [...text].forEach((char, index) => {
    const colour = randomColour(0, 110);
    const left = 8 + index * 24 + randomInt(0, 4);
    const top = 4 + randomInt(0, 8);
    GLYPHS[char]!.forEach((row, y) => {
      [...row].forEach((bit, x) => {
        // A slant per character, so the glyphs are not a fixed grid.
        const shear = ((index % 2 === 0 ? 1 : -1) * (y - 3)) / 2;
        if (bit === '1')
          image.fill(left + x * scale + shear, top + y * scale, scale, scale, colour);
      });
    });
  });
  for (let n = 0; n < 60; n += 1) {
    image.set(randomInt(0, WIDTH), randomInt(0, HEIGHT), randomColour(0, 256));
  }
  return pngDataUrl(image);
}

export function newCaptchaText(): string {
  return Array.from({ length: 4 }, () => CHARACTERS[randomInt(0, CHARACTERS.length)]).join('');
}

/** A new captcha for `key`, replacing the key's previous one; answers its image. */
export async function issueCaptcha(db: Queryable, key: string, at: Date): Promise<string> {
  const text = newCaptchaText();
  await db.query(
    `INSERT INTO demo_captcha (check_key, text, expires_at) VALUES ($1, $2, $3)
     ON CONFLICT (check_key) DO UPDATE SET text = EXCLUDED.text, expires_at = EXCLUDED.expires_at`,
    [key, text, new Date(at.getTime() + VALID_MS)],
  );
  return drawCaptcha(text);
}

/** True when `typed` is the key's live captcha (any case); the captcha is used up either way. */
export async function captchaMatches(
  db: Queryable,
  key: string,
  typed: string,
  at: Date,
): Promise<boolean> {
  const row = await one<{ text: string }>(
    db,
    'DELETE FROM demo_captcha WHERE check_key = $1 AND expires_at > $2 RETURNING text',
    [key, at],
  );
  return row !== undefined && row.text === typed.trim().toUpperCase();
}
