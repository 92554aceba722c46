/** One call at a time: a submit while one is pending sends nothing more (issue 17, every page rule). */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Normalised } from '../../../providers/http';
import {
  ALL_OPERATION_CODES,
  capOk,
  confirm,
  grant,
  okButton,
  openDialog,
  PATHS,
  recordingPost,
  renderOperations,
  seedDictionaries,
  txn,
  type,
  TYPED_PASSWORD,
} from './harness';

beforeEach(() => {
  seedDictionaries();
  grant(ALL_OPERATION_CODES);
});

describe('a pending operation', { timeout: 300_000 }, () => {
  it('shows the OK button loading and sends no second call, by click or Enter', async () => {
    let answer: (reply: Normalised<unknown>) => void = () => undefined;
    const reply = new Promise<Normalised<unknown>>((resolve) => {
      answer = resolve;
    });
    const { post, callsTo } = recordingPost({
      [PATHS.withdraw]: () => reply as Promise<never>,
    });
    renderOperations(post);
    const dialog = await openDialog('提现');
    type(dialog, '金额（元）', '100');
    type(dialog, '操作密码', TYPED_PASSWORD);
    confirm(dialog);
    await waitFor(() => expect(callsTo(PATHS.withdraw)).toHaveLength(1));
    await waitFor(() => expect(okButton(dialog)).toHaveClass('ant-btn-loading'));

    confirm(dialog);
    fireEvent.keyDown(within(dialog).getByLabelText('金额（元）'), { key: 'Enter' });
    answer(capOk(txn({ txnNo: 'T20261125104500012', txnType: '02' })));
    expect(await screen.findByText(/交易流水号 T20261125104500012/)).toBeInTheDocument();
    expect(callsTo(PATHS.withdraw)).toHaveLength(1);
  });
});
