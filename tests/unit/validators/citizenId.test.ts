import { describe, expect, it } from 'vitest';
import {
  citizenIdCheckCharacter,
  isCalendarDate,
  isCitizenId,
} from '../../../src/lib/validators/citizenId';

describe('citizen ID check character (GB 11643, ISO 7064 MOD 11-2)', () => {
  it.each([
    ['11010519491231002', 'X'],
    ['44030619900101123', '6'],
    ['31011519800229123', '5'],
    ['51010819850615731', '6'],
  ])('%s → %s', (body, check) => {
    expect(citizenIdCheckCharacter(body)).toBe(check);
  });

  it.each(['1101051949123100', '11010519491231002X', '1101051949123100A'])(
    'wants exactly 17 digits, not %s',
    (body) => {
      expect(() => citizenIdCheckCharacter(body)).toThrow(RangeError);
    },
  );
});

describe('isCitizenId (spec 5.1 ID card)', () => {
  it.each([
    ['11010519491231002X', true, '18 digits ending in X'],
    ['11010519491231002x', true, 'a lower-case x is the same check character'],
    ['440306199001011236', true, '18 digits'],
    ['310115198002291235', true, '29 February of a leap year'],
    ['110105194912310021', false, 'wrong check character (X expected)'],
    ['11010519491231002Y', false, 'not a check character'],
    ['440306199001011237', false, 'check digit off by one'],
    ['310115198102291232', false, '29 February of 1981 (check digit right, date not)'],
    ['110105194913310021', false, 'month 13'],
    ['110105179912310024', false, 'born before 1800'],
    ['110105210001010023', false, 'born after 2099'],
    ['010105194912310026', false, 'region code starting with 0'],
    ['110105491231002', true, '15 digits, 1949-12-31'],
    ['110105000228002', true, '15 digits, 1900-02-28'],
    ['110105000229002', false, '15 digits, 1900-02-29 (1900 is not a leap year)'],
    ['110105491331002', false, '15 digits, month 13'],
    ['11010549123100X', false, '15 characters ending in X'],
    ['11010519491231002', false, '17 digits'],
    ['1101051949123100201', false, '19 digits'],
    ['', false, 'empty'],
  ])('%s → %s (%s)', (value, valid) => {
    expect(isCitizenId(value)).toBe(valid);
  });
});

describe('isCalendarDate', () => {
  it.each([
    [2000, 2, 29, true],
    [1900, 2, 29, false],
    [2024, 4, 31, false],
    [2024, 12, 31, true],
    [2024, 0, 1, false],
    [2024, 1, 0, false],
    [49, 12, 31, true],
  ])('%i-%i-%i → %s', (year, month, day, valid) => {
    expect(isCalendarDate(year, month, day)).toBe(valid);
  });
});
