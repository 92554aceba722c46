import { describe, expect, it } from 'vitest';
import { resourceEndpoints } from '../../../providers/data/endpoints';
import { pageForComponent } from '../../../resources/registry';
import {
  POSITION_PERMISSIONS,
  POSITION_RANK_DICT,
  positionDeclaration,
} from '../../../resources/system/position/declaration';
import {
  capContract,
  declaredQueryParameters,
  exampleButtonCodes,
  operations,
  schemaProperties,
  sysContract,
} from '../kit/contract';

// The 职务管理 declaration against the contract (openapi/sys.yaml, cap.yaml): every call it makes
// exists with its method, every field it shows or sends is a SysPosition field, every button code
// is one the server's button list knows (spec 6, 7.4, 7.5; jeecg-contracts §2.9, §3).

const sys = sysContract();
const contractOperations = operations(sys);
const positionFields = new Set([
  ...schemaProperties(sys, 'SysPosition'),
  ...schemaProperties(sys, 'SysPositionRecord'),
]);

describe('职务管理 declaration', () => {
  it('uses the position paths of the endpoint table, each in the contract with its method', () => {
    expect(positionDeclaration.resource).toBe('position');
    const paths = resourceEndpoints.position;
    const expected: [string, string][] = [
      [paths.list, 'get'],
      [paths.queryById, 'get'],
      [paths.add, 'post'],
      [paths.edit, 'put'],
      [paths.delete, 'delete'],
      [paths.deleteBatch, 'delete'],
      [positionDeclaration.exportXls?.path ?? '', 'get'],
      [positionDeclaration.importExcel?.path ?? '', 'post'],
      ['/sys/duplicate/check', 'get'],
    ];
    for (const [path, method] of expected) {
      expect(contractOperations.get(path), `${method.toUpperCase()} ${path}`).toContain(method);
    }
  });

  it('shows, searches, queries and sends only SysPosition fields', () => {
    for (const column of positionDeclaration.columns) {
      expect(positionFields).toContain(column.field);
      if (column.dictText) expect(positionFields).toContain(`${column.field}_dictText`);
    }
    const listParameters = declaredQueryParameters(sys, '/sys/position/list');
    for (const field of positionDeclaration.search ?? []) {
      expect(listParameters).toContain(field.field);
    }
    for (const field of positionDeclaration.superQuery ?? []) {
      expect(positionFields).toContain(field.value);
    }
    const formFields = schemaProperties(sys, 'SysPositionForm');
    for (const field of positionDeclaration.form?.fields ?? []) {
      expect(formFields).toContain(field.field);
    }
  });

  it('reads the rank from the position_rank dictionary the server sends at sign-in', () => {
    expect(sys).toMatch(new RegExp(`^ +${POSITION_RANK_DICT}:$`, 'm'));
    const rank = positionDeclaration.form?.fields.find((field) => field.field === 'postRank');
    expect(rank).toMatchObject({ kind: 'dict', dictCode: POSITION_RANK_DICT, required: true });
  });

  it('guards every standard button with a code the menu example grants and lists', () => {
    const { auth, allAuth } = exampleButtonCodes(capContract());
    expect(positionDeclaration.permissions).toEqual(POSITION_PERMISSIONS);
    for (const code of Object.values(POSITION_PERMISSIONS)) {
      expect(auth, code).toContain(code);
      expect(allAuth, code).toContain(code);
    }
  });

  it('is the page of the server menu entry system/SysPositionList', () => {
    expect(capContract()).toContain('component: system/SysPositionList');
    expect(pageForComponent('system/SysPositionList')).toBeDefined();
    expect(pageForComponent('views/system/SysPositionList.vue')).toBe(
      pageForComponent('system/SysPositionList'),
    );
  });
});
