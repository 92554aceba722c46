/** The validators of spec 5: field rules, passwords, remote checks and the form helper. */
export * from './citizenId';
export * from './fields';
export * from './passwords';
export * from './patternRules';
export * from './patterns';
export * from './remoteRules';
export * from './requiredRules';
export * from './validateForm';
