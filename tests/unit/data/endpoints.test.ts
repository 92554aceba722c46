import { describe, expect, it } from 'vitest';
import {
  endpointFor,
  type EndpointAction,
  missingEndpointMessage,
  requirePath,
} from '../../../providers/data/endpoints';
import { resourceEndpoints } from '../../../resources/registry';
import { ApiError } from '../../../providers/http/httpError';

type Row = [resource: string, action: EndpointAction, path: string | undefined];

/** jeecg-contracts §2, one row per resource and action; `undefined` = the server has no such path. */
const expected: Row[] = [
  ['user', 'list', '/sys/user/list'],
  ['user', 'queryById', '/sys/user/queryById'],
  ['user', 'add', '/sys/user/add'],
  ['user', 'edit', '/sys/user/edit'],
  ['user', 'delete', '/sys/user/delete'],
  ['user', 'deleteBatch', '/sys/user/deleteBatch'],
  ['role', 'list', '/sys/role/list'],
  ['role', 'queryById', '/sys/role/queryById'],
  ['role', 'add', '/sys/role/add'],
  ['role', 'edit', '/sys/role/edit'],
  ['role', 'delete', '/sys/role/delete'],
  ['role', 'deleteBatch', '/sys/role/deleteBatch'],
  ['permission', 'list', '/sys/permission/list'],
  ['permission', 'queryById', undefined],
  ['permission', 'add', '/sys/permission/add'],
  ['permission', 'edit', '/sys/permission/edit'],
  ['permission', 'delete', '/sys/permission/delete'],
  ['permission', 'deleteBatch', '/sys/permission/deleteBatch'],
  ['depart', 'list', '/sys/sysDepart/queryTreeList'],
  ['depart', 'queryById', undefined],
  ['depart', 'add', '/sys/sysDepart/add'],
  ['depart', 'edit', '/sys/sysDepart/edit'],
  ['depart', 'delete', '/sys/sysDepart/delete'],
  ['depart', 'deleteBatch', '/sys/sysDepart/deleteBatch'],
  ['departRole', 'list', '/sys/sysDepartRole/list'],
  ['departRole', 'queryById', undefined],
  ['departRole', 'add', '/sys/sysDepartRole/add'],
  ['departRole', 'edit', '/sys/sysDepartRole/edit'],
  ['departRole', 'delete', '/sys/sysDepartRole/delete'],
  ['departRole', 'deleteBatch', '/sys/sysDepartRole/deleteBatch'],
  ['departUser', 'list', '/sys/user/departUserList'],
  ['departUser', 'add', undefined],
  ['departUser', 'delete', undefined],
  ['dict', 'list', '/sys/dict/list'],
  ['dict', 'queryById', undefined],
  ['dict', 'add', '/sys/dict/add'],
  ['dict', 'edit', '/sys/dict/edit'],
  ['dict', 'delete', '/sys/dict/delete'],
  ['dict', 'deleteBatch', '/sys/dict/deleteBatch'],
  ['dictItem', 'list', '/sys/dictItem/list'],
  ['dictItem', 'queryById', undefined],
  ['dictItem', 'add', '/sys/dictItem/add'],
  ['dictItem', 'edit', '/sys/dictItem/edit'],
  ['dictItem', 'delete', '/sys/dictItem/delete'],
  ['dictItem', 'deleteBatch', '/sys/dictItem/deleteBatch'],
  ['announcement', 'list', '/sys/annountCement/list'],
  ['announcement', 'queryById', '/sys/annountCement/queryById'],
  ['announcement', 'add', '/sys/annountCement/add'],
  ['announcement', 'edit', '/sys/annountCement/edit'],
  ['announcement', 'delete', '/sys/annountCement/delete'],
  ['announcement', 'deleteBatch', '/sys/annountCement/deleteBatch'],
  ['position', 'list', '/sys/position/list'],
  ['position', 'queryById', '/sys/position/queryById'],
  ['position', 'add', '/sys/position/add'],
  ['position', 'edit', '/sys/position/edit'],
  ['position', 'delete', '/sys/position/delete'],
  ['position', 'deleteBatch', '/sys/position/deleteBatch'],
  ['log', 'list', '/sys/log/list'],
  ['log', 'queryById', undefined],
  ['log', 'add', undefined],
  ['log', 'edit', undefined],
  ['log', 'delete', '/sys/log/delete'],
  ['log', 'deleteBatch', '/sys/log/deleteBatch'],
  ['quartzJob', 'list', '/sys/quartzJob/list'],
  ['quartzJob', 'queryById', '/sys/quartzJob/queryById'],
  ['quartzJob', 'add', '/sys/quartzJob/add'],
  ['quartzJob', 'edit', '/sys/quartzJob/edit'],
  ['quartzJob', 'delete', '/sys/quartzJob/delete'],
  ['quartzJob', 'deleteBatch', '/sys/quartzJob/deleteBatch'],
  ['onlineUser', 'list', '/sys/online/list'],
  ['onlineUser', 'queryById', undefined],
  ['onlineUser', 'add', undefined],
  ['onlineUser', 'edit', undefined],
  ['onlineUser', 'delete', undefined],
  ['onlineUser', 'deleteBatch', undefined],
  ['tenant', 'list', '/sys/tenant/list'],
  ['tenant', 'queryById', '/sys/tenant/queryById'],
  ['tenant', 'add', '/sys/tenant/add'],
  ['tenant', 'edit', '/sys/tenant/edit'],
  ['tenant', 'delete', '/sys/tenant/delete'],
  ['tenant', 'deleteBatch', '/sys/tenant/deleteBatch'],
  ['category', 'list', '/sys/category/rootList'],
  ['category', 'queryById', '/sys/category/queryById'],
  ['category', 'add', '/sys/category/add'],
  ['category', 'edit', '/sys/category/edit'],
  ['category', 'delete', '/sys/category/delete'],
  ['category', 'deleteBatch', '/sys/category/deleteBatch'],
  ['addressList', 'list', '/sys/user/queryByOrgCodeForAddressList'],
  ['addressList', 'add', undefined],
  ['addressList', 'delete', undefined],
  ['checkRule', 'list', '/sys/checkRule/list'],
  ['checkRule', 'queryById', undefined],
  ['checkRule', 'add', '/sys/checkRule/add'],
  ['checkRule', 'edit', '/sys/checkRule/edit'],
  ['checkRule', 'delete', '/sys/checkRule/delete'],
  ['checkRule', 'deleteBatch', '/sys/checkRule/deleteBatch'],
  ['fillRule', 'list', '/sys/fillRule/list'],
  ['fillRule', 'queryById', undefined],
  ['fillRule', 'add', '/sys/fillRule/add'],
  ['fillRule', 'edit', '/sys/fillRule/edit'],
  ['fillRule', 'delete', '/sys/fillRule/delete'],
  ['fillRule', 'deleteBatch', '/sys/fillRule/deleteBatch'],
  ['dataSource', 'list', '/sys/dataSource/list'],
  ['dataSource', 'queryById', '/sys/dataSource/queryById'],
  ['dataSource', 'add', '/sys/dataSource/add'],
  ['dataSource', 'edit', '/sys/dataSource/edit'],
  ['dataSource', 'delete', '/sys/dataSource/delete'],
  ['dataSource', 'deleteBatch', '/sys/dataSource/deleteBatch'],
  // Routes are saved through updateAll by the page itself (jeecg-contracts: SysGatewayRouteController).
  ['gatewayRoute', 'list', '/sys/gatewayRoute/list'],
  ['gatewayRoute', 'add', undefined],
  ['gatewayRoute', 'edit', undefined],
  ['gatewayRoute', 'delete', '/sys/gatewayRoute/delete'],
  ['gatewayRoute', 'deleteBatch', undefined],
  ['dataLog', 'list', '/sys/dataLog/list'],
  ['dataLog', 'add', undefined],
  ['dataLog', 'delete', undefined],
];

describe('resourceEndpoints (jeecg-contracts §2)', () => {
  it.each(expected)('%s.%s → %s', (resource, action, path) => {
    expect(endpointFor(resourceEndpoints, resource)[action]).toBe(path);
  });

  it('holds exactly the resources of the table above', () => {
    expect(Object.keys(resourceEndpoints).sort()).toEqual(
      [...new Set(expected.map(([resource]) => resource))].sort(),
    );
  });

  it('marks the whole-tree and unpaged lists as unpaged and unsorted', () => {
    const trees = Object.entries(resourceEndpoints)
      .filter(([, endpoint]) => 'tree' in endpoint && endpoint.tree)
      .map(([name]) => name);
    expect(trees.sort()).toEqual(['depart', 'gatewayRoute', 'permission']);
    expect(endpointFor(resourceEndpoints, 'permission').defaultSort).toBeNull();
    expect(endpointFor(resourceEndpoints, 'depart').defaultSort).toBeNull();
    expect(endpointFor(resourceEndpoints, 'gatewayRoute').defaultSort).toBeNull();
  });

  it('overrides the default sort only where createTime does not apply', () => {
    const overrides = Object.fromEntries(
      Object.entries(resourceEndpoints)
        .filter(([, endpoint]) => 'defaultSort' in endpoint)
        .map(([name, endpoint]) => [
          name,
          'defaultSort' in endpoint ? endpoint.defaultSort : 'none',
        ]),
    );
    expect(overrides).toEqual({
      permission: null,
      depart: null,
      dictItem: { field: 'sortOrder', order: 'asc' },
      onlineUser: null,
      addressList: null,
      gatewayRoute: null,
    });
  });
});

describe('missing endpoints (spec 8.2)', () => {
  it.each<[EndpointAction, string]>([
    ['list', '请设置url.list属性!'],
    ['delete', '请设置url.delete属性!'],
    ['deleteBatch', '请设置url.deleteBatch属性!'],
    ['queryById', '请设置url.queryById属性!'],
    ['add', '请设置url.add属性!'],
    ['edit', '请设置url.edit属性!'],
  ])('%s → %s', (action, message) => {
    expect(missingEndpointMessage(action)).toBe(message);
  });

  it('requirePath returns the configured path', () => {
    expect(requirePath(resourceEndpoints, 'log', 'deleteBatch')).toBe('/sys/log/deleteBatch');
  });

  it('requirePath throws a configuration error for a missing path', () => {
    const attempt = () => requirePath(resourceEndpoints, 'log', 'add');
    expect(attempt).toThrow(ApiError);
    expect(attempt).toThrow('请设置url.add属性!');
  });

  it('an unknown resource has no paths', () => {
    expect(endpointFor(resourceEndpoints, 'nonexistent')).toEqual({});
    expect(() => requirePath(resourceEndpoints, 'nonexistent', 'list')).toThrow(
      '请设置url.list属性!',
    );
  });

  it('does not mistake inherited object properties for resources', () => {
    expect(endpointFor(resourceEndpoints, 'toString')).toEqual({});
    expect(endpointFor(resourceEndpoints, '__proto__')).toEqual({});
  });

  it('treats an empty path as missing', () => {
    expect(() => requirePath({ x: { list: '' } }, 'x', 'list')).toThrow('请设置url.list属性!');
  });
});
