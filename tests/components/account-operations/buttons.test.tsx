/** Which operation buttons an account shows (issue 17 item 2; spec 6 button codes). */
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  account,
  ALL_OPERATION_CODES,
  grant,
  named,
  partlyFrozen,
  recordingPost,
  renderOperations,
  seedDictionaries,
} from './harness';

const LABELS = ['充值', '提现', '转账', '单笔代付', '冻结', '解冻'];

const button = (label: string) => screen.getByRole('button', { name: named(label) });

beforeEach(() => {
  seedDictionaries();
  grant(ALL_OPERATION_CODES);
});

describe('AccountOperations buttons', { timeout: 300_000 }, () => {
  it('offers on a 正常 account every operation but 解冻, which says nothing is frozen', async () => {
    renderOperations(recordingPost({}).post);
    for (const label of LABELS.filter((label) => label !== '解冻')) {
      expect(button(label)).toBeEnabled();
    }
    expect(button('解冻')).toBeDisabled();
    fireEvent.mouseOver(button('解冻').parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('账户无冻结金额');
  });

  it('lets a 冻结 account only take money in or be unfrozen, with the reason on the others', async () => {
    renderOperations(recordingPost({}).post, account({ acctStatus: '2' }));
    expect(button('充值')).toBeEnabled();
    expect(button('解冻')).toBeEnabled();
    for (const label of ['提现', '转账', '单笔代付', '冻结']) expect(button(label)).toBeDisabled();
    fireEvent.mouseOver(button('提现').parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('账户已冻结');
  });

  it('enables every operation on a 部分冻结 account', () => {
    renderOperations(recordingPost({}).post, partlyFrozen());
    for (const label of LABELS) expect(button(label)).toBeEnabled();
  });

  it('disables every operation of a 销户 account', () => {
    renderOperations(recordingPost({}).post, account({ acctStatus: '9' }));
    for (const label of LABELS) expect(button(label)).toBeDisabled();
  });

  it('hides an operation whose button code the user lacks', () => {
    grant(['acct:charge', 'acct:freeze']);
    renderOperations(recordingPost({}).post);
    const shown = screen.getAllByRole('button');
    expect(shown).toHaveLength(2);
    expect(shown[0]).toHaveAccessibleName(named('充值'));
    expect(shown[1]).toHaveAccessibleName(named('冻结'));
  });
});
