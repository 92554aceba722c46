import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  coverageProblems,
  globToRegExp,
  operationsOf,
  pathUsesOf,
  reachableModules,
  usedOperations,
} from '../../../scripts/lib/api-coverage.mjs';

// Issue 21 item 4: every operation of the contract is used by the console or listed in
// openapi/uncalled.yaml with a reason; a stale list fails too.

const specs = [
  {
    file: 'openapi/sys.yaml',
    doc: {
      openapi: '3.1.0',
      paths: {
        '/sys/user/list': { get: { operationId: 'list' } },
        '/sys/user/edit': { put: {}, post: {}, parameters: [] },
        '/sys/dict/getDictItems/{dictCode}': { get: {} },
        '/actuator/metrics/jvm.memory.max': { get: {} },
        '/actuator/metrics/process.uptime': { get: {} },
        '/sys/randomImage/{key}': { get: {} },
      },
    },
  },
  { file: 'openapi/cap.yaml', doc: { openapi: '3.1.0', paths: { '/cap/a/v1/X': { post: {} } } } },
  // The generated root joins the others by $ref: its operations are not counted twice.
  {
    file: 'openapi/console.yaml',
    doc: {
      openapi: '3.1.0',
      paths: { '/cap/a/v1/X': { $ref: './cap.yaml#/paths/~1cap~1a~1v1~1X' } },
    },
  },
  { file: 'openapi/common.yaml', doc: { openapi: '3.1.0', components: {} } },
];
const operations = operationsOf(specs);

describe('operationsOf', () => {
  it('lists each operation once as METHOD /path, skipping $ref path items', () => {
    expect(operations.map((operation) => operation.key)).toEqual([
      'GET /sys/user/list',
      'PUT /sys/user/edit',
      'POST /sys/user/edit',
      'GET /sys/dict/getDictItems/{dictCode}',
      'GET /actuator/metrics/jvm.memory.max',
      'GET /actuator/metrics/process.uptime',
      'GET /sys/randomImage/{key}',
      'POST /cap/a/v1/X',
    ]);
  });
});

describe('pathUsesOf', () => {
  const source = `
    import type { paths } from '/sys/not-a-use';
    // http.sys.GET('/sys/randomImage/{key}') in a comment is no use
    /** \`/sys/randomImage/{key}\` in a doc comment neither */
    type Path = '/sys/randomImage/{key}';
    const endpoints = { list: '/sys/user/list' };
    await http.sys.PUT('/sys/user/edit', { body });
    await http.sys.GET('/sys/dict/getDictItems/{dictCode}', { params });
    const metric: Path = \`/actuator/metrics/\${name}\`;
    await request('post', '/cap/a/v1/X');
    const url = \`\${base}/anything\`;
  `;
  const uses = pathUsesOf('x.ts', source);

  it('reads string and template literals of code, not comments, types or module specifiers', () => {
    expect(uses.map((use) => use.shown)).toEqual([
      '/sys/user/list',
      '/sys/user/edit',
      '/sys/dict/getDictItems/{dictCode}',
      '/actuator/metrics/${…}',
      '/cap/a/v1/X',
    ]);
  });

  it('takes the method from a typed client call or request(method, path)', () => {
    expect(uses.map((use) => use.method)).toEqual([undefined, 'put', 'get', undefined, 'post']);
  });

  it('gives the line of each use', () => {
    expect(uses[0]?.line).toBe(6);
  });
});

describe('usedOperations', () => {
  const usesOf = (text: string) => [{ file: 'providers/x.ts', uses: pathUsesOf('x.ts', text) }];

  it('covers a path with one operation from a bare literal, and a template literal covers every path it matches', () => {
    const used = usedOperations(
      operations,
      usesOf("const a = '/sys/user/list';\nconst m = `/actuator/metrics/${name}`;"),
    );
    expect([...used.keys()]).toEqual([
      'GET /sys/user/list',
      'GET /actuator/metrics/jvm.memory.max',
      'GET /actuator/metrics/process.uptime',
    ]);
    expect(used.get('GET /sys/user/list')).toBe('providers/x.ts:1');
  });

  it('needs the method where the path has several operations', () => {
    expect([...usedOperations(operations, usesOf("const e = '/sys/user/edit';")).keys()]).toEqual(
      [],
    );
    expect([
      ...usedOperations(operations, usesOf("http.sys.POST('/sys/user/edit', {});")).keys(),
    ]).toEqual(['POST /sys/user/edit']);
  });

  it('ignores paths the contract does not have', () => {
    expect(usedOperations(operations, usesOf("const x = '/sys/nowhere';")).size).toBe(0);
  });
});

describe('coverageProblems', () => {
  const used = new Map([
    ['GET /sys/user/list', 'a.ts:1'],
    ['PUT /sys/user/edit', 'a.ts:2'],
    ['POST /sys/user/edit', 'a.ts:3'],
    ['GET /sys/dict/getDictItems/{dictCode}', 'a.ts:4'],
    ['GET /actuator/metrics/jvm.memory.max', 'a.ts:5'],
    ['GET /actuator/metrics/process.uptime', 'a.ts:5'],
    ['POST /cap/a/v1/X', 'a.ts:6'],
  ]);

  it('passes when every operation is used or listed with a reason', () => {
    expect(
      coverageProblems(operations, used, { 'GET /sys/randomImage/{key}': 'No captcha (spec 7.2)' }),
    ).toEqual([]);
  });

  it('fails on an operation neither used nor listed', () => {
    expect(coverageProblems(operations, used, {})).toEqual([
      'GET /sys/randomImage/{key}: not used by the console and not listed with a reason',
    ]);
  });

  it('fails on a stale list: an operation the contract lacks, one that is used, one without a reason', () => {
    expect(
      coverageProblems(operations, used, {
        'GET /sys/randomImage/{key}': ' ',
        'GET /sys/duplicate/checkValue': 'gone',
        'GET /sys/user/list': 'not used?',
      }),
    ).toEqual([
      'GET /sys/randomImage/{key}: listed without a reason',
      'GET /sys/duplicate/checkValue: listed, but the contract has no such operation',
      'GET /sys/user/list: listed as not used, but a.ts:1 uses it',
    ]);
  });
});

describe('reachableModules', () => {
  it('follows static, dynamic and import.meta.glob imports from the entry, within the roots', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'api-coverage-'));
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    };
    write('src/main.tsx', "import './a';\nconst b = () => import('../providers/b');");
    write('src/a.ts', "export const used = '/sys/user/list';");
    write('src/dead.ts', "export const dead = '/sys/randomImage/{key}';");
    write('providers/b.ts', "import.meta.glob('./mods/*/index.ts', { eager: true });");
    write('providers/mods/one/index.ts', 'export {};');
    write('providers/mods/one/other.ts', 'export {};');
    write('outside/c.ts', 'export {};');
    const reached = reachableModules(
      [path.join(root, 'src/main.tsx')],
      [path.join(root, 'src'), path.join(root, 'providers')],
    );
    expect([...reached.keys()].map((file) => path.relative(root, file)).sort()).toEqual([
      'providers/b.ts',
      'providers/mods/one/index.ts',
      'src/a.ts',
      'src/main.tsx',
    ]);
  });

  it('globToRegExp matches one folder level per *', () => {
    expect(globToRegExp('./*/*/index.ts').test('system/user/index.ts')).toBe(true);
    expect(globToRegExp('./*/*/index.ts').test('system/index.ts')).toBe(false);
    expect(globToRegExp('./**/index.ts').test('a/b/c/index.ts')).toBe(true);
  });
});
