/** Pure rules of 用户组、资源与角色 (issue 19 B): codes, group levels, the resource tree, grants, form rules. */
export * from './codes';
export * from './groups';
export * from './resourceTree';
export * from './grant';
export * from './formRules';
