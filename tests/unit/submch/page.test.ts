import { describe, expect, it } from 'vitest';
import { pageForComponent } from '../../../resources/registry';
import { pageForMenuComponent } from '../../../src/app/pageLookup';
import { withRefine } from '../../../src/app/withRefine';

// The demo menu's 商户平台 → 商户管理 names merchant/SubMchList (cap.yaml): it opens the
// resources/merchant/submch page, not the menu's placeholder.
describe('商户管理 page lookup', () => {
  it('merchant/SubMchList resolves to the sub-merchant page', () => {
    const page = pageForComponent('merchant/SubMchList');
    expect(page).toBeDefined();
    // Drawn inside Refine (issue 20: the app wraps the pages that use it).
    expect(pageForMenuComponent('merchant/SubMchList')).toBe(page && withRefine(page));
  });
});
