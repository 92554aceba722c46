/**
 * A whole Quartz cron expression: six or seven fields, each valid on its own, with exactly one of
 * day and week set to '?' (spec 4). Also maps each field to the wizard's modes.
 */
import {
  CRON_DAY_AND_WEEK_BOTH_SET,
  CRON_DAY_AND_WEEK_BOTH_UNSET,
  CRON_EMPTY,
  CRON_TOO_FEW_PARTS,
  CRON_TOO_MANY_PARTS,
} from '../messages';
import { fieldText, readField, type FieldSyntax } from './fieldSyntax';
import { CRON_BOUNDS, CRON_PARTS, type CronField, type CronPart, type CronState } from './model';

export type CronSyntax = Record<CronPart, FieldSyntax>;

export type CronParseResult =
  | { ok: true; syntax: CronSyntax; /** Names as numbers, always 7 fields. */ normalized: string }
  | { ok: false; error: string };

export function parseCronExpression(expression: string): CronParseResult {
  const texts = expression.trim().toUpperCase().split(/\s+/).filter(Boolean);
  if (texts.length === 0) return { ok: false, error: CRON_EMPTY };
  if (texts.length > CRON_PARTS.length) return { ok: false, error: CRON_TOO_MANY_PARTS };
  if (texts.length < CRON_PARTS.length - 1) return { ok: false, error: CRON_TOO_FEW_PARTS };
  // Quartz reads a missing year as '*'.
  if (texts.length === CRON_PARTS.length - 1) texts.push('*');
  const syntax = {} as CronSyntax;
  for (const [index, part] of CRON_PARTS.entries()) {
    const result = readField(part, texts[index]!);
    if (!result.ok) return result;
    syntax[part] = result.syntax;
  }
  // spec 4: day and week are mutually exclusive; Quartz wants '?' in exactly one of them.
  const dayUnset = syntax.day.kind === 'unset';
  const weekUnset = syntax.week.kind === 'unset';
  if (dayUnset && weekUnset) return { ok: false, error: CRON_DAY_AND_WEEK_BOTH_UNSET };
  if (!dayUnset && !weekUnset) return { ok: false, error: CRON_DAY_AND_WEEK_BOTH_SET };
  const normalized = CRON_PARTS.map((part) => fieldText(syntax[part])).join(' ');
  return { ok: true, syntax, normalized };
}

/** The Chinese reason Quartz would reject the expression, or null when it is valid. */
export function cronExpressionError(expression: string): string | null {
  const result = parseCronExpression(expression);
  return result.ok ? null : result.error;
}

/** The wizard mode and values that show one field; anything else stays as typed (`custom`). */
export function fieldPatch(part: CronPart, syntax: FieldSyntax): Partial<CronField> {
  switch (syntax.kind) {
    case 'every':
    case 'unset':
    case 'last':
    case 'lastWeekday':
      return { mode: syntax.kind };
    case 'lastOffset':
      return syntax.offset === 0
        ? { mode: 'custom', custom: fieldText(syntax) }
        : { mode: 'lastOffset', lastOffset: syntax.offset, lastOffsetWeekday: syntax.weekday };
    case 'nearestWeekday':
      return { mode: 'nearestWeekday', nearestDay: syntax.day };
    case 'nth':
      return { mode: 'nth', nthWeekday: syntax.weekday, nthWeek: syntax.week };
    case 'lastOfMonth':
      return { mode: 'lastOfMonth', lastWeekday: syntax.weekday };
    case 'list':
      return listPatch(part, syntax);
  }
}

function listPatch(
  part: CronPart,
  syntax: Extract<FieldSyntax, { kind: 'list' }>,
): Partial<CronField> {
  const { items } = syntax;
  if (items.every((item) => item.kind === 'value')) {
    const values = [...new Set(items.map((item) => item.value))].sort((a, b) => a - b);
    return { mode: 'specify', specific: values };
  }
  const [only] = items;
  if (items.length === 1 && only) {
    if (only.kind === 'range' && only.step === null) {
      return { mode: 'range', rangeStart: only.start, rangeEnd: only.end };
    }
    // '*/s' starts at the part's first value in Quartz; years start at 1970, so they stay as typed.
    if (only.kind === 'step' && (only.start !== null || part !== 'year')) {
      const loopStart = only.start ?? CRON_BOUNDS[part].min;
      return { mode: 'loop', loopStart, loopStep: only.step };
    }
  }
  return { mode: 'custom', custom: fieldText(syntax) };
}

/** The wizard state for a valid expression, keeping `base`'s values of the modes not in use. */
export function stateFromSyntax(syntax: CronSyntax, base: CronState): CronState {
  const state = { ...base };
  for (const part of CRON_PARTS) state[part] = { ...base[part], ...fieldPatch(part, syntax[part]) };
  return state;
}
