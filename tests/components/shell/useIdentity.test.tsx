import { Refine, type AuthProvider } from '@refinedev/core';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { storage } from '../../../src/lib/storage';
import { useIdentity } from '../../../src/shell/useIdentity';

// Issue 20: the signed-in user's name is there in the first render (首页's greeting, the header),
// read from the stored session while Refine's identity query is still on its way.

function Name() {
  return <p>用户：{useIdentity()?.name ?? '（无）'}</p>;
}

function renderWith(getIdentity: AuthProvider['getIdentity']) {
  const authProvider: AuthProvider = {
    login: async () => ({ success: true }),
    logout: async () => ({ success: true }),
    check: async () => ({ authenticated: true }),
    onError: async () => ({}),
    getIdentity,
  };
  render(
    <Refine authProvider={authProvider} options={{ disableTelemetry: true }}>
      <Name />
    </Refine>,
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
});
