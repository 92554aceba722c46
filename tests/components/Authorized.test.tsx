import { render, screen } from '@testing-library/react';
import { Button } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { Authorized } from '../../src/components/Authorized';
import { storage } from '../../src/lib/storage';
import type { PermissionItem } from '../../src/lib/storedValues';

function storeLists(userAuth: PermissionItem[], systemAuth: PermissionItem[]) {
  storage.set('LOGIN_USER_BUTTON_AUTH', userAuth);
  storage.set('SYS_BUTTON_AUTH', systemAuth);
}

const addButton = () => (
  <Authorized code="user:add">
    <Button>添加用户</Button>
  </Authorized>
);

afterEach(() => storage.clearSession());

describe('Authorized (show/hide)', () => {
  it('shows the element when the user holds the code', () => {
    storeLists(
      [{ action: 'user:add,user:edit', type: '1' }],
      [{ action: 'user:add', type: '1', status: '1' }],
    );
    render(addButton());
    expect(screen.getByRole('button', { name: '添加用户' })).toBeInTheDocument();
  });

  it('removes the element without stored lists', () => {
    render(addButton());
    expect(screen.queryByRole('button', { name: '添加用户' })).not.toBeInTheDocument();
  });

  it('removes the element when a status 0 system entry blocks the code', () => {
    storeLists(
      [{ action: 'user:add', type: '1' }],
      [{ action: 'user:add', type: '1', status: '0' }],
    );
    render(addButton());
    expect(screen.queryByRole('button', { name: '添加用户' })).not.toBeInTheDocument();
  });

  it("shows the element when the form's permission list names the code", () => {
    render(
      <Authorized code="bpm:approve" formPermissions={[{ action: 'bpm:approve', type: '1' }]}>
        <Button>审批通过</Button>
      </Authorized>,
    );
    expect(screen.getByRole('button', { name: '审批通过' })).toBeInTheDocument();
  });

  it('reads the lists again when re-rendered', () => {
    const { rerender } = render(addButton());
    expect(screen.queryByRole('button', { name: '添加用户' })).not.toBeInTheDocument();
    storeLists([{ action: 'user:add', type: '1' }], []);
    rerender(addButton());
    expect(screen.getByRole('button', { name: '添加用户' })).toBeInTheDocument();
  });
});

describe('Authorized (type 2 disable policy)', () => {
  const saveButton = (
    <Authorized code="user:salary" mode="disable">
      {(disabled) => <Button disabled={disabled}>保存薪资</Button>}
    </Authorized>
  );

  it('renders the element disabled while the rule is on and the user lacks the grant', () => {
    storeLists([], [{ action: 'user:salary', type: '2', status: '1' }]);
    render(saveButton);
    expect(screen.getByRole('button', { name: '保存薪资' })).toBeDisabled();
  });

  it('renders the element enabled for a user granted the code', () => {
    storeLists(
      [{ action: 'user:salary', type: '2' }],
      [{ action: 'user:salary', type: '2', status: '1' }],
    );
    render(saveButton);
    expect(screen.getByRole('button', { name: '保存薪资' })).toBeEnabled();
  });

  it('renders the element enabled when the rule is switched off', () => {
    storeLists([], [{ action: 'user:salary', type: '2', status: '0' }]);
    render(saveButton);
    expect(screen.getByRole('button', { name: '保存薪资' })).toBeEnabled();
  });

  it("disables the element when the form's list holds a type 2 entry", () => {
    storeLists([{ action: 'user:salary', type: '2' }], []);
    render(
      <Authorized
        code="user:salary"
        mode="disable"
        formPermissions={[{ action: 'user:salary', type: '2' }]}
      >
        {(disabled) => <Button disabled={disabled}>保存薪资</Button>}
      </Authorized>,
    );
    expect(screen.getByRole('button', { name: '保存薪资' })).toBeDisabled();
  });
});
