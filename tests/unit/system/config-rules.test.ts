import { describe, expect, it } from 'vitest';
import { ruleJsonProblem } from '../../../resources/system/check-rule/ruleJson';
import { connectionDefaultsFor } from '../../../resources/system/data-source/connectionDefaults';
import { ruleParamsProblem } from '../../../resources/system/fill-rule/ruleParams';
import {
  isRouteJson,
  routeFormValues,
  routerOf,
  type GatewayRouteRecord,
} from '../../../resources/system/gateway-route/routeForm';
import {
  JSON_OBJECT_ONLY,
  JSON_TEXT_REQUIRED,
  RULE_JSON_NOT_ARRAY,
  ruleDigitsInvalid,
  ruleMessageMissing,
  rulePatternInvalid,
} from '../../../src/lib/messages';

// The pure parts of 编码校验规则 (rule array), 填值规则 (parameters), 多数据源管理 (type defaults)
// and 网关路由 (route form ↔ updateAll body).

describe('ruleJsonProblem', () => {
  it.each([
    ['[{"digits":"2","pattern":"^HT$","message":"须以HT开头"}]', undefined],
    ['[{"digits":"*","pattern":"^[0-9]+$","message":"只能是数字"}]', undefined],
    ['[{"digits":3,"pattern":"^[A-Z]{3}$","message":"三个大写字母"}]', undefined],
    ['not json', RULE_JSON_NOT_ARRAY],
    ['{"digits":"2"}', RULE_JSON_NOT_ARRAY],
    ['[]', RULE_JSON_NOT_ARRAY],
    ['["^HT$"]', RULE_JSON_NOT_ARRAY],
    ['[{"digits":"0","pattern":"^a$","message":"x"}]', ruleDigitsInvalid(1)],
    [
      '[{"digits":"*","pattern":"a","message":"x"},{"pattern":"b","message":"y"}]',
      ruleDigitsInvalid(2),
    ],
    ['[{"digits":"2","pattern":"([","message":"x"}]', rulePatternInvalid(1)],
    ['[{"digits":"2","pattern":"","message":"x"}]', rulePatternInvalid(1)],
    ['[{"digits":"2","pattern":"^HT$","message":"  "}]', ruleMessageMissing(1)],
  ])('%s → %s', (text, problem) => {
    expect(ruleJsonProblem(text)).toBe(problem);
  });
});

describe('ruleParamsProblem', () => {
  it.each([
    ['{"prefix":"CN"}', undefined],
    ['{}', undefined],
    ['[{"prefix":"CN"}]', JSON_OBJECT_ONLY],
    ['"CN"', JSON_TEXT_REQUIRED],
    ['prefix=CN', JSON_TEXT_REQUIRED],
  ])('%s → %s', (text, problem) => {
    expect(ruleParamsProblem(text)).toBe(problem);
  });
});

describe('connectionDefaultsFor', () => {
  it('fills the driver and a URL template of a known type, nothing for 其他数据库', () => {
    expect(connectionDefaultsFor('6')).toEqual({
      dbDriver: 'org.postgresql.Driver',
      dbUrl: 'jdbc:postgresql://127.0.0.1:5432/jeecg-boot',
    });
    expect(connectionDefaultsFor('4')?.dbDriver).toBe('com.mysql.cj.jdbc.Driver');
    expect(connectionDefaultsFor('15')).toBeUndefined();
    expect(connectionDefaultsFor(undefined)).toBeUndefined();
  });
});

describe('gateway route form', () => {
  const row: GatewayRouteRecord = {
    id: '1768000002403000001',
    routerId: 'cap-customer',
    name: '客户服务',
    uri: 'lb://cap-customer',
    predicates: [{ name: 'Path', args: ['/cap/cus/**'] }],
    filters: null,
    status: 0,
  };

  it('starts from the row with its parts as indented JSON and the status as dictionary text', () => {
    expect(routeFormValues(row)).toEqual({
      routerId: 'cap-customer',
      name: '客户服务',
      uri: 'lb://cap-customer',
      status: '0',
      predicates: '[\n  {\n    "name": "Path",\n    "args": [\n      "/cap/cus/**"\n    ]\n  }\n]',
      filters: '[]',
    });
    expect(routeFormValues().status).toBe('1');
  });

  it('sends compact JSON text, the status as a number and the id only for a saved route', () => {
    const values = { ...routeFormValues(row), name: ' 客户服务 ', status: '1' };
    expect(routerOf(values, row.id)).toEqual({
      id: row.id,
      routerId: 'cap-customer',
      name: '客户服务',
      uri: 'lb://cap-customer',
      status: 1,
      predicates: '[{"name":"Path","args":["/cap/cus/**"]}]',
      filters: '[]',
    });
    expect(routerOf({ ...values, filters: '' })).not.toHaveProperty('id');
    expect(routerOf({ ...values, filters: '' }).filters).toBe('[]');
  });

  it.each([
    ['[]', true],
    ['[{"name":"Path","args":["/sys/**"]}]', true],
    ['[{"name":"Hystrix","args":{"name":"default"}}]', true],
    ['[{"args":[]}]', false],
    ['{"name":"Path"}', false],
    ['[Path]', false],
  ])('isRouteJson(%s) → %s', (text, valid) => {
    expect(isRouteJson(text)).toBe(valid);
  });
});
