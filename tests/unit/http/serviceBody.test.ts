import { describe, expect, it } from 'vitest';
import {
  buildServiceBody,
  buildServiceContext,
  localDateTime,
} from '../../../providers/http/serviceBody';

const now = new Date(2026, 10, 21, 10, 4, 5);

describe('buildServiceContext', () => {
  it('fills the context from the session', () => {
    expect(
      buildServiceContext('/cap/cus/v2/CusMastInfoInquiry', {
        userInfo: { id: 'u-1', entityId: 'e-9', orgId: 'o-3', tenantId: 't-user' },
        tenantId: '1002',
        token: 'eyJ.abc',
        now,
      }),
    ).toEqual({
      localDateTime: '2026-11-21 10:04:05',
      entityId: 'e-9',
      tenantId: '1002',
      orgId: 'o-3',
      userId: 'u-1',
      token: 'eyJ.abc',
      channel: 'web',
      serviceUri: '/cap/cus/v2/CusMastInfoInquiry',
    });
  });

  it('sends empty strings for what a signed-out session lacks', () => {
    expect(buildServiceContext('/cap/auth/v1/TenantInquiry', { now })).toEqual({
      localDateTime: '2026-11-21 10:04:05',
      entityId: '',
      tenantId: '',
      orgId: '',
      userId: '',
      token: '',
      channel: 'web',
      serviceUri: '/cap/auth/v1/TenantInquiry',
    });
  });

  it("falls back to the user's tenant and the org object's id", () => {
    const context = buildServiceContext('/cap/x', {
      userInfo: { tenantId: 't-7', org: { id: 'org-2' } },
      now,
    });
    expect([context.tenantId, context.orgId]).toEqual(['t-7', 'org-2']);
  });
});

describe('buildServiceBody', () => {
  it('adds page (default 10 / 1) and context to the payload', () => {
    const body = buildServiceBody(
      '/cap/auth/v1/TenantInquiry',
      { url: 'console.example.com' },
      { now },
    );
    expect(body.url).toBe('console.example.com');
    expect(body.page).toEqual({ pageSize: 10, pageNum: 1 });
    expect(body.context.serviceUri).toBe('/cap/auth/v1/TenantInquiry');
  });

  it('uses the page it is given', () => {
    expect(buildServiceBody('/cap/x', {}, { now }, { pageSize: 50, pageNum: 3 }).page).toEqual({
      pageSize: 50,
      pageNum: 3,
    });
  });
});

describe('localDateTime', () => {
  it('writes the browser-local time as YYYY-MM-DD HH:mm:ss, zero-padded', () => {
    expect(localDateTime(new Date(2026, 0, 2, 3, 4, 5))).toBe('2026-01-02 03:04:05');
    expect(localDateTime(new Date(2026, 11, 31, 23, 59, 59))).toBe('2026-12-31 23:59:59');
    expect(localDateTime(new Date(2026, 5, 1, 0, 0, 0))).toBe('2026-06-01 00:00:00');
  });
});
