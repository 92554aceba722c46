/**
 * The mobile alteration of 账号绑定 (spec 2.7 binding; cap.yaml UserBindingMobileVerify / Modify):
 * step 1 proves the bound mobile with an SMS code, step 2 binds the new one with a code sent to it.
 * Pure: the dialog keeps this state and asks it what comes next.
 */

export type AlterationStep = 'verifyBound' | 'bindNew' | 'done';

export interface AlterationState {
  step: AlterationStep;
  /** Step 1's token, valid until `expiresAt` (ms since the epoch). */
  alterToken?: string;
  expiresAt?: number;
}

export const ALTERATION_START: AlterationState = { step: 'verifyBound' };

/** After step 1 succeeded: the token and when it runs out. */
export function verified(
  alterToken: string,
  expiresInSeconds: number,
  now: number,
): AlterationState {
  return { step: 'bindNew', alterToken, expiresAt: now + expiresInSeconds * 1000 };
}

/** Step 2 needs a token still valid; an expired one sends the user back to step 1. */
export function tokenFor(state: AlterationState, now: number): string | undefined {
  if (state.step !== 'bindNew' || !state.alterToken) return undefined;
  if (state.expiresAt !== undefined && now >= state.expiresAt) return undefined;
  return state.alterToken;
}

export const STEP_INDEX: Readonly<Record<AlterationStep, number>> = {
  verifyBound: 0,
  bindNew: 1,
  done: 2,
};
