/**
 * How the providers' self-service calls report a failure to the dialogs and pages that show it:
 * resolved, never thrown, with `presented` telling whether the HTTP layer already showed it
 * (spec 8.1), so nobody shows it twice.
 */
import { isPresentedError } from './http';

export type Failure = { ok: false; message: string; presented: boolean };

export const failed = (message: string | null | undefined, presented = false): Failure => ({
  ok: false,
  message: message ?? '',
  presented,
});

/** Runs a call and turns a thrown error into a Failure (the HTTP layer's text, else `fallback`). */
export async function settle<T extends { ok: boolean }>(
  call: () => Promise<T>,
  fallback = '',
): Promise<T | Failure> {
  try {
    return await call();
  } catch (error) {
    if (isPresentedError(error)) return failed(error.message, true);
    return failed(error instanceof Error && error.message ? error.message : fallback);
  }
}
