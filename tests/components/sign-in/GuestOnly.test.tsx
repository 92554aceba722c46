import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { GuestOnly } from '../../../src/shell/login/GuestOnly';
import { SignInAuthContext } from '../../../src/shell/login/signInAuth';

// spec 2.2: with a token the login routes go to the home path; without one the login page shows
// in the first render, with no loading state before it (issue 20).

function renderGuestOnly(hasSession: () => boolean) {
  render(
    <MemoryRouter initialEntries={['/user/login-admin']}>
      <SignInAuthContext.Provider value={{ login: vi.fn(), hasSession }}>
        <Routes>
          <Route element={<GuestOnly />}>
            <Route path="/user/login-admin" element={<p>登录表单</p>} />
          </Route>
          <Route path="/Home" element={<p>首页</p>} />
        </Routes>
      </SignInAuthContext.Provider>
    </MemoryRouter>,
  );
}

describe('GuestOnly', () => {
  it('shows the login page at once without a session', () => {
    renderGuestOnly(() => false);
    expect(screen.getByText('登录表单')).toBeInTheDocument();
  });

  it('goes to the home path with a session', () => {
    renderGuestOnly(() => true);
    expect(screen.getByText('首页')).toBeInTheDocument();
    expect(screen.queryByText('登录表单')).not.toBeInTheDocument();
  });
});
