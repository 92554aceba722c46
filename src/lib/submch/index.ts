/** Pure rules of 商户管理 (issue 18 A): the status code set, its machine and the button codes. */
export * from './codes';
export * from './status';
