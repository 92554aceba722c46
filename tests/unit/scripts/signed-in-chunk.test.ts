import { describe, expect, it } from 'vitest';
import { PART_NAMES, signedInParts } from '../../../scripts/lib/signed-in-chunk.mjs';

// Issue 20: which survey chunks' modules go into the signed-in chunks. Chunk files stand for the
// bundler's natural chunks; each holds one module named after it.
const ROOT = '/p';
const SOURCES = {
  app: 'src/app/SignedInApp.tsx',
  shell: ['src/shell/SignedInShell.tsx', 'resources/dashboard/home/'],
  noShell: 'src/shell/test/',
};

interface Spec {
  facade?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const chunksOf = (specs: Record<string, Spec>) =>
  Object.entries(specs).map(([fileName, spec]) => ({
    fileName,
    facadeModuleId: spec.facade ? `${ROOT}/${spec.facade}` : null,
    isEntry: spec.isEntry ?? false,
    imports: spec.imports ?? [],
    dynamicImports: spec.dynamicImports ?? [],
    moduleIds: [`${ROOT}/${fileName}`],
  }));

const parts = (specs: Record<string, Spec>) =>
  Object.fromEntries(
    signedInParts(chunksOf(specs), ROOT, SOURCES).map((set, index) => [
      PART_NAMES[index],
      [...set].map((id) => id.slice(ROOT.length + 1)).sort(),
    ]),
  );

const CONSOLE: Record<string, Spec> = {
  'index.js': {
    isEntry: true,
    imports: ['vendor.js'],
    dynamicImports: ['app.js', 'register.js'],
  },
  'vendor.js': {},
  'register.js': { facade: 'src/shell/login/RegisterPage.tsx', imports: ['modal.js', 'vendor.js'] },
  'app.js': {
    facade: 'src/app/SignedInApp.tsx',
    imports: ['query.js', 'modal.js', 'vendor.js'],
    dynamicImports: ['shell.js', 'home.js', 'gallery.js', 'users.js'],
  },
  'shell.js': {
    facade: 'src/shell/SignedInShell.tsx',
    imports: ['menu.js', 'tabs.js', 'modal.js'],
  },
  'home.js': { facade: 'resources/dashboard/home/HomePage.tsx', imports: ['card.js'] },
  'card.js': {},
  'menu.js': { imports: ['icons.js'] },
  'icons.js': {},
  'tabs.js': {},
  'query.js': {},
  'modal.js': {},
  'gallery.js': { facade: 'src/shell/test/TestHome.tsx', imports: ['tabs.js', 'query.js'] },
  'users.js': {
    facade: 'resources/system/user/UserListPage.tsx',
    imports: ['menu.js', 'card.js', 'grid.js'],
  },
  'grid.js': {},
};

describe('signedInParts', () => {
  it('puts the app, the shell with 首页, and what a sign-in page shares in a chunk each', () => {
    expect(parts(CONSOLE)).toEqual({
      'signed-in-shared': ['modal.js'],
      'signed-in-app': ['app.js', 'query.js'],
      shell: ['card.js', 'home.js', 'icons.js', 'menu.js', 'shell.js'],
    });
  });

  it('leaves out what the entry loads, what the gallery shares with the shell and lazy pages', () => {
    const all = Object.values(parts(CONSOLE)).flat();
    expect(all).not.toContain('vendor.js');
    expect(all).not.toContain('tabs.js');
    expect(all).not.toContain('users.js');
    expect(all).not.toContain('grid.js');
    expect(all).not.toContain('register.js');
  });

  it('moves nothing when the sources are not in the build', () => {
    expect(
      parts({ 'index.js': { isEntry: true, imports: ['vendor.js'] }, 'vendor.js': {} }),
    ).toEqual({
      'signed-in-shared': [],
      'signed-in-app': [],
      shell: [],
    });
  });
});
