// The core of `npm run check:api-coverage` (scripts/check-api-coverage.mjs): every operation of the
// contract (openapi/*.yaml) is either used by the console's code or listed in openapi/uncalled.yaml
// with the reason it is not, and that list names no operation that is missing or in fact used.
//
// "Used" is read from the code the way it calls the API: the typed openapi-fetch clients take the
// contract's path strings (`http.sys.GET('/sys/user/list', …)`), and so do the helpers and tables
// that hand a path to them (resource endpoint tables typed as contract paths, `/cap` service path
// constants, `http.request('get', path)`). So a use is a string literal, outside comments and type
// positions, in a module the console's entry reaches through its imports (dead modules do not
// count), that equals a contract path; or a template literal whose fixed parts match one
// (`/actuator/metrics/${name}`). A call `x.GET(path)` or `request('get', path)` also names the
// method; a use without one covers a path only when the contract has a single operation there.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** `GET /sys/user/list`: how an operation is named in the list and in messages. */
export function operationKey(method, route) {
  return `${method.toUpperCase()} ${route}`;
}

/**
 * The operations of parsed specs. A path item that is only a `$ref` (the generated root
 * console.yaml joining the others) is skipped, so an operation is counted once, where it is defined.
 * @param {{file: string, doc: unknown}[]} specs
 * @returns {{key: string, method: string, path: string, operationId?: string, file: string}[]}
 */
export function operationsOf(specs) {
  const operations = [];
  for (const { file, doc } of specs) {
    for (const [route, item] of Object.entries(doc?.paths ?? {})) {
      if (!item || typeof item !== 'object' || '$ref' in item) continue;
      for (const method of HTTP_METHODS) {
        if (!item[method]) continue;
        operations.push({
          key: operationKey(method, route),
          method,
          path: route,
          operationId: item[method].operationId,
          file,
        });
      }
    }
  }
  return operations;
}

const CLIENT_METHODS = new Map(
  ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'].map((name) => [
    name,
    name.toLowerCase(),
  ]),
);

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A path-like literal: starts with `/` and a letter (not `/`, `//host`, `/${x}`). */
const looksLikePath = (text) => /^\/[A-Za-z_]/.test(text);

/** A literal of a type (`type P = '/sys/x'`) or a module specifier is no use of the API. */
function isInTypePosition(node) {
  for (let current = node.parent; current; current = current.parent) {
    if (ts.isTypeNode(current)) return true;
    if (ts.isImportDeclaration(current) || ts.isExportDeclaration(current)) return true;
  }
  return false;
}

/** The method a call names for its first argument: `x.GET(path)`, `request('get', path)`. */
function methodOfCall(literal) {
  const call = literal.parent;
  if (!call || !ts.isCallExpression(call)) return undefined;
  const [first, second] = call.arguments;
  const callee = call.expression;
  const calleeName = ts.isPropertyAccessExpression(callee)
    ? callee.name.text
    : ts.isIdentifier(callee)
      ? callee.text
      : undefined;
  if (first === literal && calleeName && CLIENT_METHODS.has(calleeName)) {
    return CLIENT_METHODS.get(calleeName);
  }
  if (
    second === literal &&
    first &&
    (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first)) &&
    HTTP_METHODS.includes(first.text.toLowerCase())
  ) {
    return first.text.toLowerCase();
  }
  return undefined;
}

/**
 * The path uses of one module's source text.
 * @param {string} fileName
 * @param {string} text
 * @returns {{exact?: string, pattern?: RegExp, shown: string, method?: string, line: number}[]}
 */
export function pathUsesOf(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const uses = [];
  const lineOf = (node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const visit = (node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (looksLikePath(node.text) && !isInTypePosition(node)) {
        uses.push({
          exact: node.text,
          shown: node.text,
          method: methodOfCall(node),
          line: lineOf(node),
        });
      }
    } else if (ts.isTemplateExpression(node)) {
      const head = node.head.text;
      if (looksLikePath(head) && !isInTypePosition(node)) {
        let pattern = escapeRegExp(head);
        let shown = head;
        for (const span of node.templateSpans) {
          pattern += '.+' + escapeRegExp(span.literal.text);
          shown += '${…}' + span.literal.text;
        }
        uses.push({
          pattern: new RegExp(`^${pattern}$`),
          shown,
          method: methodOfCall(node),
          line: lineOf(node),
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return uses;
}

/** The relative module specifiers and `import.meta.glob` patterns of a module. */
export function importsOf(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const specifiers = [];
  const globs = [];
  const visit = (node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node)) {
      const [first] = node.arguments;
      const isString =
        first && (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first));
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword && isString) {
        specifiers.push(first.text);
      } else if (
        isString &&
        ts.isPropertyAccessExpression(node.expression) &&
        node.expression.name.text === 'glob' &&
        node.expression.expression.getText(source) === 'import.meta'
      ) {
        globs.push(first.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { specifiers: specifiers.filter((name) => name.startsWith('.')), globs };
}

/** `./*\/*\/index.ts` → a RegExp over paths relative to the importing module's folder. */
export function globToRegExp(glob) {
  const body = glob
    .replace(/^\.\//, '')
    .split('**/')
    .map((part) => part.split('*').map(escapeRegExp).join('[^/]*'))
    .join('(?:.*/)?');
  return new RegExp(`^${body}$`);
}

const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.js', '.mjs', '/index.ts', '/index.tsx'];

function resolveModule(fromFile, specifier, exists) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (/\.(tsx?|mts|m?js)$/.test(candidate) && exists(candidate)) return candidate;
  }
  return undefined;
}

function listFiles(dir) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...listFiles(full));
    else files.push(full);
  }
  return files;
}

/**
 * The modules the entries reach through static imports, dynamic `import()` and
 * `import.meta.glob`, limited to the given roots (src/, providers/, resources/).
 * @param {string[]} entries absolute paths
 * @param {string[]} roots absolute folders
 * @param {{read?: (file: string) => string, exclude?: (file: string) => boolean}} [io]
 * @returns {Map<string, string>} file → source text
 */
export function reachableModules(entries, roots, io = {}) {
  const read = io.read ?? ((file) => readFileSync(file, 'utf8'));
  const exclude = io.exclude ?? (() => false);
  const isFile = (file) => {
    try {
      return statSync(file).isFile();
    } catch {
      return false;
    }
  };
  const inRoots = (file) => roots.some((root) => file.startsWith(root + path.sep));
  const seen = new Map();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file) || !inRoots(file) || exclude(file) || !/\.(tsx?|mts)$/.test(file)) continue;
    const text = read(file);
    seen.set(file, text);
    const { specifiers, globs } = importsOf(file, text);
    for (const specifier of specifiers) {
      const target = resolveModule(file, specifier, isFile);
      if (target) queue.push(target);
    }
    for (const glob of globs) {
      const dir = path.dirname(file);
      const pattern = globToRegExp(glob);
      for (const candidate of listFiles(dir)) {
        if (pattern.test(path.relative(dir, candidate).split(path.sep).join('/')))
          queue.push(candidate);
      }
    }
  }
  return seen;
}

/**
 * Which operations the uses cover.
 * @param {{key: string, method: string, path: string}[]} operations
 * @param {{file: string, uses: ReturnType<typeof pathUsesOf>}[]} modules
 * @returns {Map<string, string>} operation key → first place it is used (`file:line`)
 */
export function usedOperations(operations, modules) {
  const byPath = new Map();
  for (const operation of operations) {
    if (!byPath.has(operation.path)) byPath.set(operation.path, []);
    byPath.get(operation.path).push(operation);
  }
  const used = new Map();
  const mark = (operation, where) => {
    if (!used.has(operation.key)) used.set(operation.key, where);
  };
  for (const { file, uses } of modules) {
    for (const use of uses) {
      const where = `${file}:${use.line}`;
      const routes =
        use.exact !== undefined
          ? byPath.has(use.exact)
            ? [use.exact]
            : []
          : [...byPath.keys()].filter((route) => use.pattern.test(route));
      for (const route of routes) {
        const candidates = byPath.get(route);
        if (use.method) {
          for (const operation of candidates)
            if (operation.method === use.method) mark(operation, where);
        } else if (candidates.length === 1) {
          mark(candidates[0], where);
        }
      }
    }
  }
  return used;
}

/**
 * The verdict: operations neither used nor listed, and stale entries of the list (not in the
 * contract, used after all, or without a reason).
 * @param {{key: string}[]} operations
 * @param {Map<string, string>} used
 * @param {Record<string, unknown>} listed operation key → reason
 */
export function coverageProblems(operations, used, listed) {
  const known = new Set(operations.map((operation) => operation.key));
  const problems = [];
  for (const operation of operations) {
    if (!used.has(operation.key) && !(operation.key in listed)) {
      problems.push(`${operation.key}: not used by the console and not listed with a reason`);
    }
  }
  for (const [key, reason] of Object.entries(listed)) {
    if (!known.has(key)) problems.push(`${key}: listed, but the contract has no such operation`);
    else if (used.has(key))
      problems.push(`${key}: listed as not used, but ${used.get(key)} uses it`);
    if (typeof reason !== 'string' || reason.trim() === '') {
      problems.push(`${key}: listed without a reason`);
    }
  }
  return problems;
}
