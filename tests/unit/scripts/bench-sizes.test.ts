import { describe, expect, it } from 'vitest';
import { manifestKeyOf } from '../../../scripts/bench/manifestKeys.mjs';

// The bench's manifest view finds a declared lazy module in the chunk that holds it when the
// build merged it into a shared chunk (vite.config.ts, the signed-in chunks; issue 20).
const MANIFEST = {
  'src/app/main.tsx': { file: 'assets/index-a.js', isEntry: true },
  '_shell-b.js': { file: 'assets/shell-b.js' },
  'resources/system/user/UserListPage.tsx': { file: 'assets/UserListPage-c.js' },
};
const MODULES = {
  chunks: {
    'assets/shell-b.js': {
      '/p/src/shell/SignedInShell.tsx': 900,
      '/p/src/shell/tabs/TabsBar.tsx': 300,
    },
    'assets/UserListPage-c.js': { '/p/resources/system/user/UserListPage.tsx': 700 },
  },
};

describe('manifestKeyOf', () => {
  it('keeps a module that has a chunk of its own', () => {
    expect(manifestKeyOf(MANIFEST, MODULES, 'resources/system/user/UserListPage.tsx')).toBe(
      'resources/system/user/UserListPage.tsx',
    );
  });

  it('names the shared chunk a merged module went into', () => {
    expect(manifestKeyOf(MANIFEST, MODULES, 'src/shell/SignedInShell.tsx')).toBe('_shell-b.js');
  });

  it('finds nothing for a module in no chunk, or without the module table', () => {
    expect(manifestKeyOf(MANIFEST, MODULES, 'src/shell/Gone.tsx')).toBeUndefined();
    expect(manifestKeyOf(MANIFEST, undefined, 'src/shell/SignedInShell.tsx')).toBeUndefined();
  });
});
