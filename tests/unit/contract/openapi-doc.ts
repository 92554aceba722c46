/**
 * Reads the OpenAPI contract (openapi/*.yaml) parsed, for the contract tests: operations, the
 * named examples of a reply (with `$ref`s to other examples followed) and the dictionaries the
 * mock's login replies carry. The parser is the one gen-api.mjs uses (Redocly's js-yaml).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseYaml } from '@redocly/openapi-core/lib/js-yaml';

export type Node = Record<string, unknown>;

export const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const cache = new Map<string, Node>();

/** One file of openapi/, parsed once. */
export function contract(file: string): Node {
  let doc = cache.get(file);
  if (!doc) {
    // Vitest runs from the project root (jsdom gives modules no file URL to resolve against).
    const parsed = parseYaml(readFileSync(path.resolve(process.cwd(), 'openapi', file), 'utf8'));
    if (!isNode(parsed)) throw new Error(`openapi/${file} is not a mapping`);
    doc = parsed;
    cache.set(file, doc);
  }
  return doc;
}

/** The value at `keys` below `node`, or undefined when a step is missing. */
export function at(node: unknown, ...keys: (string | number)[]): unknown {
  let current = node;
  for (const key of keys) {
    if (Array.isArray(current) && typeof key === 'number') current = current[key];
    else if (isNode(current)) current = current[String(key)];
    else return undefined;
  }
  return current;
}

/** The mapping at `keys` below `node`; throws when there is none. */
export function nodeAt(node: unknown, ...keys: (string | number)[]): Node {
  const found = at(node, ...keys);
  if (!isNode(found)) throw new Error(`no mapping at ${keys.join(' → ')}`);
  return found;
}

/** Follows a `$ref` (local or `./other.yaml#/…`) from a node of `file`. */
function resolve(file: string, node: unknown): unknown {
  const ref = isNode(node) ? node.$ref : undefined;
  if (typeof ref !== 'string') return node;
  const [target = '', pointer = ''] = ref.split('#');
  const targetFile = target === '' ? file : path.basename(target);
  const keys = pointer.split('/').filter(Boolean);
  return resolve(targetFile, at(contract(targetFile), ...keys));
}

/** The POST operation of `route` in `file`, or undefined. */
export const postOf = (file: string, route: string): Node | undefined => {
  const operation = at(contract(file), 'paths', route, 'post');
  return isNode(operation) ? operation : undefined;
};

/** Named example values of an operation's 200 JSON reply, in the order the contract lists them. */
export function replyExamples(file: string, operation: Node | undefined): [string, Node][] {
  const examples = at(operation, 'responses', '200', 'content', 'application/json', 'examples');
  if (!isNode(examples)) return [];
  return Object.entries(examples).flatMap(([name, example]): [string, Node][] => {
    const value = at(resolve(file, example), 'value');
    return isNode(value) ? [[name, value]] : [];
  });
}

/** Every `sysAllDictItems` map of the login reply examples of sys.yaml, by where it is. */
export function loginDictionaries(): [string, Node][] {
  const found: [string, Node][] = [];
  const paths = at(contract('sys.yaml'), 'paths');
  if (!isNode(paths)) return found;
  for (const [route, item] of Object.entries(paths)) {
    if (!isNode(item)) continue;
    for (const [method, operation] of Object.entries(item)) {
      if (!isNode(operation)) continue;
      for (const [name, value] of replyExamples('sys.yaml', operation)) {
        const dictionaries = at(value, 'result', 'sysAllDictItems');
        if (isNode(dictionaries)) found.push([`${method} ${route} ${name}`, dictionaries]);
      }
    }
  }
  return found;
}

/** `[value, text]` of the items of one dictionary, or undefined when it is missing. */
export function dictionaryPairs(dictionaries: Node, code: string): [string, string][] | undefined {
  const items = dictionaries[code];
  if (!Array.isArray(items)) return undefined;
  return items.map((item): [string, string] => [
    String(at(item, 'value')),
    String(at(item, 'text')),
  ]);
}
