import { describe, expect, it } from 'vitest';
import { resourceEndpoints } from '../../../providers/data/endpoints';
import { pageForComponent } from '../../../resources/registry';
import {
  ANNOUNCEMENT_DICTS,
  ANNOUNCEMENT_PERMISSIONS,
  ANNOUNCEMENT_RELEASE_CODE,
  ANNOUNCEMENT_REVOKE_CODE,
  announcementDeclaration as declaration,
  type AnnouncementRecord,
} from '../../../resources/system/announcement/declaration';
import { endsAfterStart, toRecipientIds } from '../../../resources/system/announcement/formRules';
import {
  capContract,
  declaredQueryParameters,
  exampleButtonCodes,
  operations,
  schemaProperties,
  sysContract,
} from '../kit/contract';

// 系统通告 against the contract (spec 3, 6, 7.4; jeecg-contracts §2.7, §3 SysAnnouncement) and the
// JeecgBoot row rules: drafts are edited and released, released ones revoked and kept.

const sys = sysContract();

describe('系统通告 declaration', () => {
  it('uses announcement paths of the contract, 发布 and 撤销 included', () => {
    const contractOperations = operations(sys);
    const paths = resourceEndpoints.announcement;
    const expected: [string, string][] = [
      [paths.list, 'get'],
      [paths.add, 'post'],
      [paths.edit, 'put'],
      [paths.delete, 'delete'],
      [paths.deleteBatch, 'delete'],
      [declaration.exportXls?.path ?? '', 'get'],
      [declaration.importExcel?.path ?? '', 'post'],
      ['/sys/annountCement/doReleaseData', 'get'],
      ['/sys/annountCement/doReovkeData', 'get'],
    ];
    for (const [path, method] of expected) {
      expect(contractOperations.get(path), `${method.toUpperCase()} ${path}`).toContain(method);
    }
  });

  it('shows, searches and sends only SysAnnouncement fields and known dictionaries', () => {
    const fields = schemaProperties(sys, 'SysAnnouncementRecord');
    for (const field of schemaProperties(sys, 'SysAnnouncement')) fields.add(field);
    for (const column of declaration.columns) {
      expect(fields).toContain(column.field);
      if (column.dictText) expect(fields).toContain(`${column.field}_dictText`);
    }
    const listParameters = declaredQueryParameters(sys, '/sys/annountCement/list');
    for (const field of declaration.search ?? []) expect(listParameters).toContain(field.field);
    const formFields = schemaProperties(sys, 'SysAnnouncementForm');
    for (const field of declaration.form?.fields ?? []) expect(formFields).toContain(field.field);
    for (const dictCode of Object.values(ANNOUNCEMENT_DICTS)) {
      expect(sys).toMatch(new RegExp(`^ +${dictCode}:$`, 'm'));
    }
  });

  it('guards every button with a code the menu example grants and lists', () => {
    const { auth, allAuth } = exampleButtonCodes(capContract());
    const actionCodes = declaration.rowActions?.flatMap((action) => action.code ?? []);
    expect(actionCodes).toEqual([ANNOUNCEMENT_RELEASE_CODE, ANNOUNCEMENT_REVOKE_CODE]);
    for (const code of [...Object.values(ANNOUNCEMENT_PERMISSIONS), ...actionCodes!]) {
      expect(auth, code).toContain(code);
      expect(allAuth, code).toContain(code);
    }
  });

  it.each([
    ['0', { edit: true, remove: true, release: true, revoke: false }],
    ['1', { edit: false, remove: false, release: false, revoke: true }],
    ['2', { edit: false, remove: true, release: false, revoke: false }],
  ] as const)('a row with sendStatus %s offers %o', (sendStatus, offers) => {
    const row = { id: '1', titile: '通知', sendStatus } as AnnouncementRecord;
    const visible = (key: string) =>
      declaration.rowActions?.find((action) => action.key === key)?.visible?.(row);
    expect({
      edit: declaration.canEdit?.(row),
      remove: declaration.canDelete?.(row),
      release: visible('release'),
      revoke: visible('revoke'),
    }).toEqual(offers);
  });

  it.each([
    ['a,b', 'a,b,'],
    ['a,b,', 'a,b,'],
    [' a , a ', 'a,'],
    ['', ''],
    [undefined, ''],
  ])('stores picked users %j as %j (trailing comma, jeecg-contracts §2.7)', (picked, stored) => {
    expect(toRecipientIds(picked)).toBe(stored);
  });

  it.each([
    ['2026-03-20 08:00:00', '2026-04-20 23:59:59', true],
    ['2026-03-20 08:00:00', '2026-03-20 08:00:00', false],
    ['2026-03-20 08:00:00', '2026-03-19 08:00:00', false],
    [undefined, '2026-03-19 08:00:00', true],
    ['2026-03-20 08:00:00', undefined, true],
  ])('start %s, end %s: end after start is %s', (start, end, after) => {
    expect(endsAfterStart(start, end)).toBe(after);
  });

  it('is the page of the server menu entry system/AnnouncementList', () => {
    expect(capContract()).toContain('component: system/AnnouncementList');
    expect(pageForComponent('system/AnnouncementList')).toBeDefined();
  });
});
