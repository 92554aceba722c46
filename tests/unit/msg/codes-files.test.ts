import { describe, expect, it } from 'vitest';
import {
  formatFileSize,
  hasSubject,
  isHtmlChannel,
  isReceiverOf,
  previewKind,
} from '../../../src/lib/msg';

describe('channels', () => {
  it.each([
    ['01', false, false],
    ['02', true, false],
    ['03', true, true],
    [undefined, false, false],
  ])('channel %s: subject %s, html %s', (channel, subject, html) => {
    expect(hasSubject(channel)).toBe(subject);
    expect(isHtmlChannel(channel)).toBe(html);
  });

  it.each([
    ['01', '13800138000', true],
    ['01', '1380013800', false],
    ['01', '12800138000', false],
    ['01', 'admin', false],
    ['02', 'admin', true],
    ['02', 'zhou lin', false],
    ['03', 'wangli@yunqi-pay.com', true],
    ['03', 'wangli@', false],
    ['03', '13800138000', false],
  ])('channel %s receiver %s → %s', (channel, receiver, ok) => {
    expect(isReceiverOf(channel, receiver)).toBe(ok);
  });
});

describe('previewKind', () => {
  it.each([
    [{ contentType: 'application/pdf', fileType: 'pdf' }, 'pdf'],
    [{ contentType: null, fileType: 'PDF' }, 'pdf'],
    [{ contentType: 'image/jpeg', fileType: 'jpg' }, 'image'],
    [{ contentType: undefined, fileType: 'png' }, 'image'],
    [{ contentType: 'image/svg+xml', fileType: 'svg' }, null],
    [{ contentType: 'application/vnd.ms-excel', fileType: 'xls' }, null],
    [{}, null],
  ])('%j → %s', (file, kind) => {
    expect(previewKind(file)).toBe(kind);
  });
});

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [1024, '1.0 KB'],
    [18432, '18.0 KB'],
    [245760, '240.0 KB'],
    [1887437, '1.80 MB'],
    [5 * 1024 ** 3, '5.00 GB'],
    [-1, ''],
    [Number.NaN, ''],
    [null, ''],
  ])('%s → %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});
