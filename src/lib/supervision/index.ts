/**
 * Pure rules of the supervision pages (issue 18 D, 监管): code sets, the scope of a view, the
 * supervised-limit highlight, the fund-flow filters and the acknowledge rule.
 */
export * from './alerts';
export * from './balance';
export * from './codes';
export * from './flowFilters';
export * from './scope';
export * from './texts';
