import { ELLIPSIS_LENGTH } from '../../lib/constants';

/**
 * `text` cut to `length` characters plus '...'. Counts code points, so a Chinese character (or an
 * emoji outside the BMP) is one character and is never split in half.
 */
export function truncateText(text: string, length: number = ELLIPSIS_LENGTH): string {
  const chars = Array.from(text);
  return chars.length > length ? `${chars.slice(0, length).join('')}...` : text;
}
