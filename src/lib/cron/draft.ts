/**
 * What the cron editor holds while open: the wizard state and the expression text, kept in step.
 * The text may be invalid while the user types; the wizard then keeps its last valid state.
 */
import { buildCronExpression } from './build';
import {
  DEFAULT_CRON,
  defaultCronState,
  type CronField,
  type CronPart,
  type CronState,
} from './model';
import { cronExpressionError, parseCronExpression, stateFromSyntax } from './parse';
import { updateCronPart } from './rules';

export interface CronDraft {
  state: CronState;
  text: string;
  /** Why Quartz would reject `text`, or null. */
  error: string | null;
}

/** spec 9: an empty value opens on the default cron. */
export function createCronDraft(
  value: string | null | undefined,
  now: Date = new Date(),
): CronDraft {
  const text = value?.trim() ? value : DEFAULT_CRON;
  return draftWithText({ state: defaultCronState(now), text, error: null }, text);
}

export function draftWithText(draft: CronDraft, text: string): CronDraft {
  const result = parseCronExpression(text);
  if (!result.ok) return { state: draft.state, text, error: result.error };
  return { state: stateFromSyntax(result.syntax, draft.state), text, error: null };
}

export function draftWithPart(draft: CronDraft, part: CronPart, field: CronField): CronDraft {
  const state = updateCronPart(draft.state, part, field);
  const text = buildCronExpression(state);
  return { state, text, error: cronExpressionError(text) };
}
