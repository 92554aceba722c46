/** Pure rules of 代理商与供应商 (issue 18 C): codes, the agent tree, status actions, terms, form rules. */
export * from './codes';
export * from './formRules';
export * from './levels';
export * from './status';
export * from './terms';
export * from './texts';
