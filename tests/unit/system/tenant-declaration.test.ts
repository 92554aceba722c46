import { describe, expect, it } from 'vitest';
import {
  TENANT_PERMISSIONS,
  endAfterBeginRule,
  tenantDeclaration,
} from '../../../resources/system/tenant/declaration';
import { TENANT_END_BEFORE_BEGIN } from '../../../src/lib/messages';
import {
  buttonCodes,
  expectCodesGranted,
  expectDeclaredFields,
  expectInContract,
  expectMenuPage,
  standardCalls,
} from '../kit/declarationChecks';

// The 租户管理 declaration against the contract (jeecg-contracts §2.9 /sys/tenant, §3 SysTenant)
// and its end-after-begin rule.

describe('租户管理 declaration', () => {
  it('uses the tenant paths of the endpoint table, each in the contract with its method', () => {
    expectInContract(standardCalls('tenant', tenantDeclaration));
  });

  it('offers no 导出: JeecgBoot 3.4.3 has no tenant export (issue 21)', () => {
    expect(tenantDeclaration.resource.endpoints).not.toHaveProperty('exportXls');
    expect(tenantDeclaration.exportFileName).toBeUndefined();
  });

  it('shows, searches and sends only SysTenant fields; the number is typed and fixed', () => {
    expectDeclaredFields(tenantDeclaration, {
      row: ['SysTenant', 'SysTenantRecord'],
      form: 'SysTenantForm',
    });
    const fields = tenantDeclaration.form?.fields ?? [];
    expect(fields.find((field) => field.field === 'id')).toMatchObject({
      kind: 'number',
      required: true,
      readOnlyOnEdit: true,
      precision: 0,
    });
    expect(fields.find((field) => field.field === 'endDate')?.dependencies).toEqual(['beginDate']);
  });

  it('guards every standard button with a code the menu example grants and lists', () => {
    expect(tenantDeclaration.permissions).toEqual(TENANT_PERMISSIONS);
    expectCodesGranted(buttonCodes(tenantDeclaration));
  });

  it('is the page of the server menu entry system/TenantList', () => {
    expectMenuPage('system/TenantList');
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
