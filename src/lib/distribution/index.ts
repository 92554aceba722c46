/**
 * Pure rules of 资金分发 and 分发审核 (issue 18 B): code sets, the split of a total by a rule's ratios,
 * the items of a new distribution, the maker–checker machine and the audit trail.
 */
export * from './codes';
export * from './machine';
export * from './plan';
export * from './split';
export * from './texts';
export * from './trail';
