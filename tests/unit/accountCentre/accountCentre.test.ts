import { describe, expect, it } from 'vitest';
import {
  ALTERATION_START,
  tokenFor,
  verified,
} from '../../../src/lib/accountCentre/mobileAlteration';
import {
  prefsChanged,
  silencedSecurityKind,
  withChannel,
  type NotifyPrefRow,
} from '../../../src/lib/accountCentre/notifyPrefs';
import { isTelephone } from '../../../src/lib/accountCentre/telephone';

const PREFS: NotifyPrefRow[] = [
  { kind: '01', inApp: true, sms: true, email: false },
  { kind: '04', inApp: true, sms: false, email: false },
];

describe('新消息通知 rules', () => {
  it('switches one channel of one kind and keeps the rest', () => {
    const next = withChannel(PREFS, '01', 'email', true);
    expect(next).toEqual([{ ...PREFS[0], email: true }, PREFS[1]]);
    expect(PREFS[0]?.email).toBe(false);
  });

  it.each<[string, NotifyPrefRow[], boolean]>([
    ['security kept in app', PREFS, false],
    ['security silenced', withChannel(PREFS, '04', 'inApp', false), true],
    [
      'another kind silenced',
      withChannel(withChannel(PREFS, '01', 'inApp', false), '01', 'sms', false),
      false,
    ],
  ])('%s → silenced %s', (_name, prefs, silenced) => {
    expect(silencedSecurityKind(prefs)).toBe(silenced);
  });

  it.each<[string, NotifyPrefRow[], boolean]>([
    ['same', PREFS.map((pref) => ({ ...pref })), false],
    ['one channel', withChannel(PREFS, '04', 'sms', true), true],
    ['fewer kinds', PREFS.slice(0, 1), true],
  ])('changed: %s → %s', (_name, edited, changed) => {
    expect(prefsChanged(PREFS, edited)).toBe(changed);
  });
});

describe('the mobile alteration', () => {
  it('step 2 has step 1’s token until it expires', () => {
    expect(tokenFor(ALTERATION_START, 0)).toBeUndefined();
    const state = verified('ALT1', 600, 1_000);
    expect(state.step).toBe('bindNew');
    expect(tokenFor(state, 1_000 + 599_999)).toBe('ALT1');
    expect(tokenFor(state, 1_000 + 600_000)).toBeUndefined();
  });
});

describe('联系电话', () => {
  it.each<[string | null, boolean]>([
    [null, true],
    ['', true],
    ['0571-88887000', true],
    ['13906521234', true],
    ['139****1234', false],
    ['88887000', false],
    ['0571-888', false],
  ])('%s → %s', (value, valid) => {
    expect(isTelephone(value)).toBe(valid);
  });
});
