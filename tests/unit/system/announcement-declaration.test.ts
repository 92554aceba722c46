import { describe, expect, it } from 'vitest';
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
  buttonCodes,
  expectCodesGranted,
  expectDeclaredFields,
  expectDictionariesInContract,
  expectInContract,
  expectMenuPage,
  standardCalls,
} from '../kit/declarationChecks';

// 系统通告 against the contract (spec 3, 6, 7.4; jeecg-contracts §2.7, §3 SysAnnouncement) and the
// JeecgBoot row rules: drafts are edited and released, released ones revoked and kept.

describe('系统通告 declaration', () => {
  it('uses announcement paths of the contract, 发布 and 撤销 included', () => {
    expectInContract([
      ...standardCalls('announcement', declaration, { excel: ['exportXls', 'importExcel'] }),
      ['/sys/annountCement/doReleaseData', 'get'],
      ['/sys/annountCement/doReovkeData', 'get'],
    ]);
  });

  it('shows, searches and sends only SysAnnouncement fields and known dictionaries', () => {
    expectDeclaredFields(declaration, {
      row: ['SysAnnouncementRecord', 'SysAnnouncement'],
      form: 'SysAnnouncementForm',
    });
    expectDictionariesInContract(...Object.values(ANNOUNCEMENT_DICTS));
  });

  it('guards every button with a code the menu example grants and lists', () => {
    const actionCodes = declaration.rowActions?.flatMap((action) => action.code ?? []);
    expect(actionCodes).toEqual([ANNOUNCEMENT_RELEASE_CODE, ANNOUNCEMENT_REVOKE_CODE]);
    expect(declaration.permissions).toEqual(ANNOUNCEMENT_PERMISSIONS);
    expectCodesGranted(buttonCodes(declaration));
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
    expectMenuPage('system/AnnouncementList');
  });
});
