/** Pure rules of 用户管理 (issue 19 G): codes, status actions, form rules and values. */
export * from './codes';
export * from './form';
export * from './formRules';
export * from './status';
export * from './texts';
