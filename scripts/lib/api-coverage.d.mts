export const HTTP_METHODS: readonly string[];
export interface Operation {
  key: string;
  method: string;
  path: string;
  operationId?: string;
  file: string;
}
export interface PathUse {
  exact?: string;
  pattern?: RegExp;
  shown: string;
  method?: string;
  line: number;
}
export function operationKey(method: string, route: string): string;
export function operationsOf(specs: readonly { file: string; doc: unknown }[]): Operation[];
export function pathUsesOf(fileName: string, text: string): PathUse[];
export function importsOf(
  fileName: string,
  text: string,
): { specifiers: string[]; globs: string[] };
export function globToRegExp(glob: string): RegExp;
export function reachableModules(
  entries: readonly string[],
  roots: readonly string[],
  io?: { read?: (file: string) => string; exclude?: (file: string) => boolean },
): Map<string, string>;
export function usedOperations(
  operations: readonly Pick<Operation, 'key' | 'method' | 'path'>[],
  modules: readonly { file: string; uses: readonly PathUse[] }[],
): Map<string, string>;
export function coverageProblems(
  operations: readonly Pick<Operation, 'key'>[],
  used: ReadonlyMap<string, string>,
  listed: Readonly<Record<string, unknown>>,
): string[];
