import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConsoleIdentity } from '../../../src/lib/identity';
import { storage } from '../../../src/lib/storage';
import { useIdentity } from '../../../src/shell/useIdentity';
import { ShellSessionScope } from '../shellSession';

// Issue 20: the signed-in user's name is there in the first render (首页's greeting, the header),
// read from the stored session while the identity query is still on its way; the shell asks its
// injected session, not Refine (which 首页 does not wait for).

function Name() {
  return <p>用户：{useIdentity()?.name ?? '（无）'}</p>;
}

function renderWith(getIdentity: () => Promise<ConsoleIdentity | null>) {
  render(
    <ShellSessionScope session={{ getIdentity, logout: async () => undefined }}>
      <Name />
    </ShellSessionScope>,
  );
}

describe('useIdentity', () => {
  afterEach(() => storage.clearSession());

  it('shows the stored user in the first render, before the identity query answers', () => {
    storage.set('Login_Userinfo', { id: 'u1', username: 'admin', realname: '系统管理员' });
    renderWith(() => new Promise(() => undefined));
    expect(screen.getByText('用户：系统管理员')).toBeInTheDocument();
  });

  it('then shows what the identity query answers', async () => {
    storage.set('Login_Userinfo', { id: 'u1', username: 'admin', realname: '系统管理员' });
    renderWith(async () => ({ id: 'u1', username: 'admin', name: '新名字' }));
    expect(await screen.findByText('用户：新名字')).toBeInTheDocument();
  });

  it('shows nobody without a stored user until the query answers', async () => {
    renderWith(async () => ({ id: 'u1', username: 'admin', name: '系统管理员' }));
    expect(screen.getByText('用户：（无）')).toBeInTheDocument();
    expect(await screen.findByText('用户：系统管理员')).toBeInTheDocument();
  });
});
