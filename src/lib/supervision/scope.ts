/**
 * Whose funds a supervision page reads (spec 2.7 "boss, customer and supplier screens"): the
 * platform owner sees every account; a customer or supplier view reads nothing until its subject
 * (a cusCode, a channel code) is chosen.
 */
import { SUP_AUDIENCE, type SupAudience } from './codes';

export interface SupScope {
  audience: SupAudience;
  subjectCode?: string;
}

/** 客户监管 and 供应商监管 need a subject; 平台监管 does not. */
export const needsSubject = (audience: SupAudience): boolean => audience !== SUP_AUDIENCE.boss;

/**
 * The scope every sup call carries, or undefined while a subject is needed and not chosen (the page
 * then asks for one instead of sending a request the server refuses).
 */
export function supScope(audience: SupAudience, subjectCode?: string | null): SupScope | undefined {
  if (!needsSubject(audience)) return { audience };
  const subject = subjectCode?.trim();
  return subject ? { audience, subjectCode: subject } : undefined;
}
