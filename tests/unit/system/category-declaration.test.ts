import { describe, expect, it } from 'vitest';
import {
  CATEGORY_PERMISSIONS,
  ROOT_PID,
  categoryDeclaration,
  type CategoryRecord,
} from '../../../resources/system/category/declaration';
import {
  buttonCodes,
  expectCodesGranted,
  expectDeclaredFields,
  expectInContract,
  expectMenuPage,
  standardCalls,
} from '../kit/declarationChecks';
import categoryResource from '../../../resources/system/category';

// The 分类字典 declaration against the contract (openapi/sys.yaml, cap.yaml): every call exists
// with its method, every field is a SysCategory field, children load lazily by hasChild, every
// button code is one the menu example grants (spec 3 category tree node, 6, 7.3; jeecg-contracts
// §2.8, §3 SysCategory).

const category = (fields: Partial<CategoryRecord>): CategoryRecord => ({
  id: '1768000000943719300',
  name: '商户行业',
  code: 'A01',
  ...fields,
});

describe('分类字典 declaration', () => {
  it('uses the category paths, each in the contract with its method', () => {
    expectInContract([
      ...standardCalls('category', categoryDeclaration, { excel: ['exportXls', 'importExcel'] }),
      ['/sys/category/childList', 'get'],
      ['/sys/category/checkCode', 'get'],
      ['/sys/category/loadTreeRoot', 'get'],
    ]);
  });

  it('shows, searches and sends only SysCategory fields', () => {
    expect(categoryResource.endpoints.list).toBe('/sys/category/rootList');
    expectDeclaredFields(categoryDeclaration, { row: ['SysCategory'], form: 'SysCategoryForm' });
    const code = categoryDeclaration.form?.fields.find((field) => field.field === 'code');
    expect(code).toMatchObject({ required: true, dependencies: ['pid'] });
  });

  it.each([
    ['a new category', { pid: undefined }, true],
    ['a new child', { pid: '1768000000943719300' }, true],
    ['an edited child', { id: 'c', pid: '1768000000943719300' }, true],
    ['an edited root', { id: 'r', pid: ROOT_PID }, false],
  ])('shows the parent of %s: %s', (_case, values, shown) => {
    const pid = categoryDeclaration.form?.fields.find((field) => field.field === 'pid');
    expect(pid?.visibleWhen?.(values)).toBe(shown);
  });

  it('loads children of rows flagged hasChild 1, and adds children under the row', () => {
    const lazy = categoryDeclaration.tree?.lazyChildren;
    expect(lazy?.hasChildren(category({ hasChild: '1' }))).toBe(true);
    expect(lazy?.hasChildren(category({ hasChild: '0' }))).toBe(false);
    expect(lazy?.hasChildren(category({ hasChild: null }))).toBe(false);
    expect(categoryDeclaration.tree?.addChild?.parentField).toBe('pid');
  });

  it('guards every button with a code the menu example grants and lists', () => {
    expect(categoryDeclaration.permissions).toEqual(CATEGORY_PERMISSIONS);
    expectCodesGranted(buttonCodes(categoryDeclaration));
  });

  it('is the page of the server menu entry system/SysCategoryList', () => {
    expectMenuPage('system/SysCategoryList');
  });
});
