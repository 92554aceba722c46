export * from './columns';
export * from './formRules';
export * from './pageCode';
export * from './search';
export type * from './types';
