/**
 * 进件办理 in a kept-alive tab (spec 2.8, the demo menu's keepAlive: true): showing the tab again
 * re-runs the page's effects, which must not wipe what was typed in the application.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { OnboardingFlow } from '../../../resources/customer/innet/OnboardingFlow';
import { capOk, recordingPost } from './harness';
import {
  KEY,
  NUCC_FIELDS,
  PATHS,
  formOf,
  grant,
  innetRecord,
  innetView,
  listOf,
  seedInnetDictionaries,
} from './innetHarness';

beforeEach(() => {
  seedInnetDictionaries();
  grant(['cus:innet']);
});

describe('进件办理 in a kept-alive tab', { timeout: 120_000 }, () => {
  it('keeps what was typed in a resubmission when the tab is shown again', async () => {
    const { post } = recordingPost({
      [PATHS.inquiry]: capOk(listOf([innetRecord('09', { statusReason: '资料不符' })])),
      [PATHS.form]: capOk(formOf('NUCC', NUCC_FIELDS)),
    });
    const page = innetView(post, <OnboardingFlow innetKey={KEY} />);
    const view = render(page());
    fireEvent.click(await screen.findByRole('button', { name: '修改后重新提交' }));
    // The stored address is where the form starts; the user changes it.
    fireEvent.change(await screen.findByLabelText('经营地址'), {
      target: { value: '浙江省杭州市西湖区云栖路88号' },
    });

    view.rerender(page('hidden'));
    view.rerender(page('visible'));
    await waitFor(() =>
      expect(screen.getByLabelText('经营地址')).toHaveValue('浙江省杭州市西湖区云栖路88号'),
    );
  });
});
