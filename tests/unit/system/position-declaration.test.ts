import { describe, expect, it } from 'vitest';
import { pageForComponent } from '../../../resources/registry';
import {
  POSITION_PERMISSIONS,
  POSITION_RANK_DICT,
  positionDeclaration,
} from '../../../resources/system/position/declaration';
import {
  buttonCodes,
  expectCodesGranted,
  expectDeclaredFields,
  expectDictionariesInContract,
  expectInContract,
  expectMenuPage,
  standardCalls,
} from '../kit/declarationChecks';

// The 职务管理 declaration against the contract (openapi/sys.yaml, cap.yaml): every call it makes
// exists with its method, every field it shows or sends is a SysPosition field, every button code
// is one the server's button list knows (spec 6, 7.4, 7.5; jeecg-contracts §2.9, §3).

describe('职务管理 declaration', () => {
  it('uses the position paths of the endpoint table, each in the contract with its method', () => {
    expectInContract([
      ...standardCalls('position', positionDeclaration, { excel: ['exportXls', 'importExcel'] }),
      ['/sys/duplicate/check', 'get'],
    ]);
  });

  it('shows, searches, queries and sends only SysPosition fields', () => {
    expectDeclaredFields(positionDeclaration, {
      row: ['SysPosition', 'SysPositionRecord'],
      form: 'SysPositionForm',
    });
  });

  it('reads the rank from the position_rank dictionary the server sends at sign-in', () => {
    expectDictionariesInContract(POSITION_RANK_DICT);
    const rank = positionDeclaration.form?.fields.find((field) => field.field === 'postRank');
    expect(rank).toMatchObject({ kind: 'dict', dictCode: POSITION_RANK_DICT, required: true });
  });

  it('guards every standard button with a code the menu example grants and lists', () => {
    expect(positionDeclaration.permissions).toEqual(POSITION_PERMISSIONS);
    expectCodesGranted(buttonCodes(positionDeclaration));
  });

  it('is the page of the server menu entry system/SysPositionList', () => {
    expectMenuPage('system/SysPositionList');
    expect(pageForComponent('views/system/SysPositionList.vue')).toBe(
      pageForComponent('system/SysPositionList'),
    );
  });
});
