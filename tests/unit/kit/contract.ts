/**
 * Reads the OpenAPI contract (openapi/*.yaml) as text, for the declaration tests: which operations
 * exist, which properties a schema has, which button codes the menu example grants. The files are
 * formatted with two-space indents: paths at 2, methods at 4, schemas at 4, properties at 8.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

// Vitest runs from the project root (jsdom gives modules no file URL to resolve against).
const read = (name: string): string =>
  readFileSync(path.resolve(process.cwd(), 'openapi', name), 'utf8');

export const sysContract = (): string => read('sys.yaml');
export const capContract = (): string => read('cap.yaml');

/** `path → methods` of the contract's operations. */
export function operations(yaml: string): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  let inPaths = false;
  let current: Set<string> | undefined;
  for (const line of yaml.split('\n')) {
    if (/^\S/.test(line)) {
      inPaths = line.startsWith('paths:');
      current = undefined;
      continue;
    }
    if (!inPaths) continue;
    const path = /^ {2}(\/\S*):\s*$/.exec(line);
    if (path?.[1]) {
      current = new Set();
      found.set(path[1], current);
      continue;
    }
    const method = /^ {4}(get|post|put|delete|patch):/.exec(line);
    if (method?.[1] && current) current.add(method[1]);
  }
  return found;
}

/** Property names of `components.schemas.<name>`, including those of its allOf parts inline. */
export function schemaProperties(yaml: string, name: string): Set<string> {
  const lines = yaml.split('\n');
  const start = lines.findIndex((line) => line === `    ${name}:`);
  if (start < 0) throw new Error(`no schema ${name}`);
  const properties = new Set<string>();
  for (const line of lines.slice(start + 1)) {
    if (/^ {0,4}\S/.test(line)) break;
    const property = /^ {8,10}([A-Za-z_][\w]*):/.exec(line);
    if (property?.[1] && !['type', 'properties', 'required', 'items'].includes(property[1])) {
      properties.add(property[1]);
    }
  }
  return properties;
}

/** Button codes of the menu example (cap.yaml CapUserResourceListDemo): the user's and all. */
export function exampleButtonCodes(yaml: string): { auth: Set<string>; allAuth: Set<string> } {
  const codes = (pattern: RegExp) =>
    new Set([...yaml.matchAll(pattern)].flatMap((match) => (match[1] ? [match[1]] : [])));
  return {
    auth: codes(/\{ action: '([^']+)', type: '1', describe:/g),
    allAuth: codes(/\{ action: '([^']+)', status: '1', type: '1', describe:/g),
  };
}

/** Query parameters an operation declares inline (`- {name: x, in: query, …}`). */
export function declaredQueryParameters(yaml: string, path: string): Set<string> {
  const lines = yaml.split('\n');
  const start = lines.findIndex((line) => line === `  ${path}:`);
  if (start < 0) throw new Error(`no path ${path}`);
  const names = new Set<string>();
  for (const line of lines.slice(start + 1)) {
    if (/^ {0,2}\S/.test(line)) break;
    const parameter = /\{name: ([\w]+), in: query/.exec(line);
    if (parameter?.[1]) names.add(parameter[1]);
  }
  return names;
}
