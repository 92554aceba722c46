import type { Plugin } from 'vite';

export interface SignedInSources {
  app: string;
  shell: string[];
  noShell: string;
}

export interface SignedInChunkGroup {
  name: string;
  test: (id: string) => boolean;
  includeDependenciesRecursively: false;
}

export const PART_NAMES: readonly string[];
export function isSurveyBuild(): boolean;
export function signedInParts(
  chunks: readonly {
    fileName: string;
    facadeModuleId: string | null;
    isEntry: boolean;
    imports: string[];
    dynamicImports: string[];
    moduleIds: string[];
  }[],
  projectRoot: string,
  sources: SignedInSources,
): Set<string>[];
export function signedInChunks(sources: SignedInSources): {
  groups: SignedInChunkGroup[];
  plugin: Plugin;
};
