/** The values a list field stands for, computed as Quartz does (including wrapping ranges). */
import type { CronItem } from './fieldSyntax';
import { typedBounds } from './fieldSyntax';
import type { CronPart } from './model';

/** How far a reversed range wraps (Quartz's addToSet): 22-2 in hours is 22, 23, 0, 1, 2. */
const WRAP: Partial<Record<CronPart, number>> = {
  second: 60,
  minute: 60,
  hour: 24,
  day: 31,
  month: 12,
  week: 7,
};

export function expandCronItem(part: CronPart, item: CronItem): number[] {
  const { min, max } = typedBounds(part);
  if (item.kind === 'value') return [item.value];
  const start = item.start ?? min;
  const step = item.step ?? 1;
  const wrap = WRAP[part];
  let end = item.kind === 'range' ? item.end : max;
  if (end < start && wrap) end += wrap;
  const values: number[] = [];
  for (let value = start; value <= end; value += step) {
    if (value <= max || !wrap) {
      values.push(value);
    } else {
      // Back to the start of the part: 0-based parts to 0, 1-based ones to 1.
      values.push(value % wrap === 0 && min === 1 ? wrap : value % wrap);
    }
  }
  return values;
}

export function expandCronItems(part: CronPart, items: readonly CronItem[]): Set<number> {
  return new Set(items.flatMap((item) => expandCronItem(part, item)));
}
