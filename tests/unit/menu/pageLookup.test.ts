import { describe, expect, it } from 'vitest';
import { pageForComponent, usesRefine } from '../../../resources/registry';
import { pageForMenuComponent } from '../../../src/app/pageLookup';
import { UserAnnouncementPage } from '../../../src/shell/pages';

// Issue 15 item 4: the shell's own pages are not resources; the app's lookup joins both tables.
describe('pageForMenuComponent', () => {
  it('finds the shell pages the demo menu names, in the old spellings too (jeecg-contracts §2.4)', () => {
    expect(pageForMenuComponent('system/UserAnnouncementList')).toBe(UserAnnouncementPage);
  });

  it('finds every resource page as the resources name it, and nothing for an unknown component', () => {
    expect(pageForMenuComponent('system/UserList')).toBeDefined();
    expect(pageForMenuComponent('system/NoSuchList')).toBeUndefined();
  });

  it('finds 首页 among the resources (resources/dashboard), in the old spelling too', () => {
    expect(pageForMenuComponent('dashboard/Analysis')).toBe(pageForComponent('dashboard/Analysis'));
    expect(pageForMenuComponent('/views/dashboard/Analysis.vue')).toBeDefined();
  });

  // Issue 20: a page that uses Refine is drawn inside it; 首页 does not wait for Refine's code.
  it('wraps a Refine page in Refine, always with the same wrapper, and leaves 首页 as it is', () => {
    const users = pageForMenuComponent('system/UserList');
    expect(users).not.toBe(pageForComponent('system/UserList'));
    expect(pageForMenuComponent('system/UserList')).toBe(users);
    expect(usesRefine('system/UserList')).toBe(true);
    expect(usesRefine('dashboard/Analysis')).toBe(false);
    expect(usesRefine('dashboard/StaffWorkbench')).toBe(false);
  });

  it('keeps the shell pages out of the resource registry', () => {
    expect(pageForComponent('system/UserAnnouncementList')).toBeUndefined();
  });
});
