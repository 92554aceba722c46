/**
 * The trend card's chart input (issue 18 item 4): days on a Chinese date axis (11月27日), one
 * series of counts and one of amounts. The amount line is drawn in yuan, but its legend and
 * tooltip show the server's exact text formatted by the money module, never a float.
 */
import { fenOf, formatYuan } from '../money';

export interface TrendInput {
  bizDate: string;
  count: number;
  amount: string;
}

export interface TrendShape {
  /** "11月27日" per day, oldest first. */
  labels: string[];
  counts: number[];
  /** Yuan as numbers: the line's height only. */
  amounts: (number | null)[];
  /** "3,567,890.12" per day: what the amount's legend and tooltip say. */
  amountTexts: string[];
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "2026-11-07" → "11月7日"; any other text as it came. */
export function chineseDay(isoDate: string): string {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return isoDate;
  const [, , month = '', day = ''] = match;
  return `${Number(month)}月${Number(day)}日`;
}

const FEN_PER_YUAN = 100;

export function trendShape(points: readonly TrendInput[]): TrendShape {
  const fen = points.map((point) => fenOf(point.amount));
  return {
    labels: points.map((point) => chineseDay(point.bizDate)),
    counts: points.map((point) => point.count),
    amounts: fen.map((value) => (value === undefined ? null : Number(value) / FEN_PER_YUAN)),
    amountTexts: fen.map((value, index) =>
      value === undefined ? (points[index]?.amount ?? '') : formatYuan(value),
    ),
  };
}
