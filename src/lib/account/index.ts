/**
 * Pure rules of the account pages (issue 17): codes, balance checks, status machines with
 * maker–checker, batch pay rows and totals, Luhn account numbers.
 */
export * from './balance';
export * from './batch';
export * from './codes';
export * from './luhn';
export * from './operations';
export * from './texts';
export * from './transactions';
export * from './workflow';
