import { describe, expect, it } from 'vitest';
import { resourceEndpoints } from '../../../providers/data/endpoints';
import { pageForComponent } from '../../../resources/registry';
import {
  TENANT_PERMISSIONS,
  endAfterBeginRule,
  tenantDeclaration,
} from '../../../resources/system/tenant/declaration';
import { TENANT_END_BEFORE_BEGIN } from '../../../src/lib/messages';
import {
  capContract,
  declaredQueryParameters,
  exampleButtonCodes,
  operations,
  schemaProperties,
  sysContract,
} from '../kit/contract';

// The 租户管理 declaration against the contract (jeecg-contracts §2.9 /sys/tenant, §3 SysTenant)
// and its end-after-begin rule.

const sys = sysContract();
const contractOperations = operations(sys);
const tenantFields = new Set([
  ...schemaProperties(sys, 'SysTenant'),
  ...schemaProperties(sys, 'SysTenantRecord'),
]);

describe('租户管理 declaration', () => {
  it('uses the tenant paths of the endpoint table, each in the contract with its method', () => {
    expect(tenantDeclaration.resource).toBe('tenant');
    const paths = resourceEndpoints.tenant;
    const expected: [string, string][] = [
      [paths.list, 'get'],
      [paths.add, 'post'],
      [paths.edit, 'put'],
      [paths.delete, 'delete'],
      [paths.deleteBatch, 'delete'],
      [tenantDeclaration.exportXls?.path ?? '', 'get'],
    ];
    for (const [path, method] of expected) {
      expect(contractOperations.get(path), `${method.toUpperCase()} ${path}`).toContain(method);
    }
  });

  it('shows, searches and sends only SysTenant fields; the number is typed and fixed', () => {
    for (const column of tenantDeclaration.columns) {
      expect(tenantFields).toContain(column.field);
      if (column.dictText) expect(tenantFields).toContain(`${column.field}_dictText`);
    }
    const listParameters = declaredQueryParameters(sys, '/sys/tenant/list');
    for (const field of tenantDeclaration.search ?? []) {
      expect(listParameters).toContain(field.field);
    }
    const formFields = schemaProperties(sys, 'SysTenantForm');
    const fields = tenantDeclaration.form?.fields ?? [];
    for (const field of fields) expect(formFields).toContain(field.field);
    expect(fields.find((field) => field.field === 'id')).toMatchObject({
      kind: 'number',
      required: true,
      readOnlyOnEdit: true,
      precision: 0,
    });
    expect(fields.find((field) => field.field === 'endDate')?.dependencies).toEqual(['beginDate']);
  });

  it('guards every standard button with a code the menu example grants and lists', () => {
    const { auth, allAuth } = exampleButtonCodes(capContract());
    expect(tenantDeclaration.permissions).toEqual(TENANT_PERMISSIONS);
    for (const code of Object.values(TENANT_PERMISSIONS)) {
      expect(auth, code).toContain(code);
      expect(allAuth, code).toContain(code);
    }
  });

  it('is the page of the server menu entry system/TenantList', () => {
    expect(capContract()).toContain('component: system/TenantList');
    expect(pageForComponent('system/TenantList')).toBeDefined();
  });
});

describe('结束时间 after 开始时间', () => {
  const check = (begin: unknown, end: unknown) =>
    endAfterBeginRule({
      mode: 'create',
      valueOf: (field) => (field === 'beginDate' ? begin : undefined),
    }).validator?.({}, end);

  it.each([
    ['2026-01-01 00:00:00', '2026-12-31 23:59:59'],
    [undefined, '2026-12-31 23:59:59'],
    ['2026-01-01 00:00:00', undefined],
    ['', ''],
  ])('passes %j → %j', async (begin, end) => {
    await expect(check(begin, end)).resolves.toBeUndefined();
  });

  it.each([
    ['2026-12-31 23:59:59', '2026-01-01 00:00:00'],
    ['2026-01-01 00:00:00', '2026-01-01 00:00:00'],
  ])('refuses %j → %j', async (begin, end) => {
    await expect(check(begin, end)).rejects.toThrow(TENANT_END_BEFORE_BEGIN);
  });
});
