/** Pure rules of the customer pages (issue 16): codes, status machines, materials, fees, splits. */
export * from './codes';
export * from './fees';
export * from './fieldIssue';
export * from './materials';
export * from './onboarding';
export * from './splits';
export * from './status';
export * from './texts';
