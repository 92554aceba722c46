/** Pure rules of 公司管理 systems, entities and tenants (issue 19 A): codes, the info form, form rules. */
export * from './brandInfoForm';
export * from './codes';
export * from './formRules';
