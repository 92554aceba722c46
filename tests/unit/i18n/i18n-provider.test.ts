import { describe, expect, it } from 'vitest';
import { i18nProvider, interpolate, LOCALE, translate } from '../../../providers/i18n';
import { zhCN } from '../../../providers/i18n/zh-CN';
import fixture from './refine-keys.fixture.json';

const CJK = /[\u4e00-\u9fff]/;

/**
 * Keys Refine builds at run time, so the literal scan in the fixture cannot see them:
 * navigation and actionable buttons (`buttons.${action}`), breadcrumb actions (`actions.${action}`),
 * and the table action column title used by our list pages.
 */
const TEMPLATE_KEYS = [
  'buttons.create',
  'buttons.edit',
  'buttons.show',
  'buttons.list',
  'buttons.clone',
  'buttons.export',
  'buttons.import',
  'buttons.undo',
  'actions.list',
  'actions.create',
  'actions.edit',
  'actions.show',
  'actions.clone',
  'loading',
  'table.actions',
];

describe('every key Refine can show has a Chinese translation', () => {
  it('the fixture holds the scanned keys', () => {
    expect(fixture.keys.length).toBeGreaterThanOrEqual(60);
    expect(fixture.keys).toContain('buttons.save');
    expect(fixture.keys).toContain('notifications.undoable');
    expect(fixture.keys).toContain('warnWhenUnsavedChanges');
  });

  it.each([...fixture.keys, ...TEMPLATE_KEYS].filter((key) => key !== 'documentTitle.suffix'))(
    '%s',
    (key) => {
      const text = translate(key);
      expect(text).toBeDefined();
      expect(text).not.toBe(key);
      expect(text).toMatch(CJK);
    },
  );

  it('documentTitle.suffix is deliberately empty (the shell builds the title, spec 2.8)', () => {
    expect(translate('documentTitle.suffix', ' | Refine')).toBe('');
  });

  it('documentTitle.default is the spec 2.4 default title', () => {
    expect(translate('documentTitle.default', 'Refine')).toBe('欢迎使用本服务');
  });

  it('buttons.notAccessTitle reads 您没有权限访问', () => {
    expect(translate('buttons.notAccessTitle', "You don't have permission to access")).toBe(
      '您没有权限访问',
    );
  });

  it('no translation is its own key or an English leftover', () => {
    for (const [key, text] of Object.entries(zhCN)) {
      expect(text, key).not.toBe(key);
      expect(text.replace(/\{\{\s*\w+\s*\}\}/g, ''), key).not.toMatch(/[A-Za-z]{3,}/);
    }
  });

  it('placeholders use only the parameters Refine passes', () => {
    const names = Object.values(zhCN).flatMap((text) =>
      [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]),
    );
    expect(new Set(names)).toEqual(
      new Set(['resource', 'statusCode', 'seconds', 'processed', 'total']),
    );
  });
});

describe('translate', () => {
  it.each<[string, string, unknown, string | undefined, string | undefined]>([
    ['a known key', 'buttons.save', undefined, undefined, '保存'],
    ['a known key ignores the string default', 'buttons.save', 'Save', undefined, '保存'],
    ['a known key ignores the third-argument default', 'buttons.delete', {}, 'Delete', '删除'],
    [
      'missing key: the string default (2-argument form)',
      'posts.posts',
      'Posts',
      undefined,
      'Posts',
    ],
    ['missing key: the third-argument default', 'posts.titles.list', {}, 'Posts', 'Posts'],
    [
      'missing key, no default: undefined, not the key',
      'posts.fields.title',
      undefined,
      undefined,
      undefined,
    ],
    [
      'missing key, params only: undefined',
      'documentTitle.posts.list',
      { id: 1 },
      undefined,
      undefined,
    ],
  ])('%s', (_name, key, options, defaultMessage, expected) => {
    expect(translate(key, options, defaultMessage)).toBe(expected);
  });

  it('interpolates {{resource}} and {{statusCode}}', () => {
    expect(translate('notifications.deleteError', { resource: '用户', statusCode: 500 })).toBe(
      '删除用户失败（状态码：500）',
    );
  });

  it('interpolates {{seconds}}', () => {
    expect(translate('notifications.undoable', { seconds: 5 }, 'You have 5 seconds to undo')).toBe(
      '5 秒内可撤销',
    );
  });

  it('interpolates {{processed}}/{{total}}', () => {
    expect(translate('notifications.importProgress', { processed: 3, total: 10 })).toBe(
      '正在导入：3/10',
    );
  });

  it('interpolates a default message too', () => {
    expect(translate('posts.notice', { count: 2 }, '共 {{count}} 条')).toBe('共 2 条');
  });

  it('treats an empty translation as a translation, not as missing', () => {
    expect(translate('x', 'fallback', undefined, { x: '' })).toBe('');
  });

  it('does not take inherited object properties for keys', () => {
    expect(translate('toString')).toBeUndefined();
    expect(translate('constructor', 'Fallback')).toBe('Fallback');
  });
});

describe('interpolate', () => {
  it.each<[string, string, Record<string, unknown>, string]>([
    ['one placeholder', '删除{{resource}}成功', { resource: '角色' }, '删除角色成功'],
    ['spaces inside braces', '共 {{ total }} 条', { total: 7 }, '共 7 条'],
    ['repeated placeholder', '{{a}}-{{a}}', { a: 'x' }, 'x-x'],
    ['zero is a value', '{{n}} 秒', { n: 0 }, '0 秒'],
    ['missing parameter stays visible', '删除{{resource}}成功', {}, '删除{{resource}}成功'],
    ['object parameter stays visible', '{{resource}}', { resource: { name: 'x' } }, '{{resource}}'],
    ['no placeholders', '保存', { resource: 'x' }, '保存'],
  ])('%s', (_name, template, params, expected) => {
    expect(interpolate(template, params)).toBe(expected);
  });
});

describe('i18nProvider', () => {
  it('is zh-CN only', () => {
    expect(LOCALE).toBe('zh-CN');
    expect(i18nProvider.getLocale()).toBe('zh-CN');
  });

  it('changeLocale is a no-op that keeps zh-CN', () => {
    expect(i18nProvider.changeLocale('en')).toBe('zh-CN');
    expect(i18nProvider.getLocale()).toBe('zh-CN');
  });

  it('translate is the function above, in both call forms', () => {
    expect(i18nProvider.translate('buttons.save', 'Save')).toBe('保存');
    expect(i18nProvider.translate('missing.key', 'Fallback')).toBe('Fallback');
    expect(i18nProvider.translate('missing.key')).toBeUndefined();
  });
});
