import { describe, expect, it } from 'vitest';
import {
  duplicateNames,
  escapeHtml,
  fillTemplate,
  placeholderProblem,
  placeholdersOf,
  undeclaredPlaceholders,
} from '../../../src/lib/msg';

// `${var}` placeholders (issue 19 D): found, checked against the declared variables and filled by
// plain replacement of declared names only.

describe('placeholdersOf', () => {
  it.each([
    ['尊敬的${cusName}，代付${amount}元', ['cusName', 'amount']],
    ['${a}${a}${b}', ['a', 'b']],
    ['无占位符', []],
    ['$cusName {cusName} ${} ${1x} ${a-b}', []],
    ['${_x1}与${X_2}', ['_x1', 'X_2']],
    ['${ cusName }', []],
    ['', []],
  ])('%s → %j', (text, names) => {
    expect(placeholdersOf(text)).toEqual(names);
  });

  it('reads nothing from a missing text', () => {
    expect(placeholdersOf(null)).toEqual([]);
    expect(placeholdersOf(undefined)).toEqual([]);
  });
});

describe('undeclaredPlaceholders and duplicateNames', () => {
  it.each([
    ['${a}${b}', ['a', 'b'], []],
    ['${a}${bizNo}', ['a'], ['bizNo']],
    ['${constructor}${toString}', [], ['constructor', 'toString']],
  ])('%s declared %j → %j', (text, declared, missing) => {
    expect(undeclaredPlaceholders(text, declared)).toEqual(missing);
  });

  it.each([
    [['a', 'b'], []],
    [['a', 'b', 'a', 'a'], ['a']],
  ])('%j → %j', (declared, twice) => {
    expect(duplicateNames(declared)).toEqual(twice);
  });
});

describe('fillTemplate', () => {
  const declared = ['cusName', 'amount'];
  it.each([
    [
      '尊敬的${cusName}，代付${amount}元',
      { cusName: '云栖', amount: '1,250.00' },
      '尊敬的云栖，代付1,250.00元',
    ],
    ['${cusName}${cusName}', { cusName: '甲' }, '甲甲'],
    ['${cusName}，${amount}', { cusName: '甲' }, '甲，${amount}'],
    ['${secret}', { secret: '不应出现' }, '${secret}'],
    ['${cusName}', { cusName: '$& $1 $$ ${amount}' }, '$& $1 $$ ${amount}'],
    ['${cusName}', { cusName: '' }, ''],
    ['${toString}', {}, '${toString}'],
    ['无占位符', { cusName: '甲' }, '无占位符'],
  ])('%s with %j → %s', (text, values, filled) => {
    expect(fillTemplate(text, values, declared)).toBe(filled);
  });

  it('never reads a value from the prototype chain', () => {
    expect(fillTemplate('${constructor}', {}, ['constructor'])).toBe('${constructor}');
  });

  it('escapes the values, not the template, for an email body', () => {
    expect(
      fillTemplate(
        '<p>${cusName}</p>',
        { cusName: '<img src=x onerror=alert(1)>' },
        declared,
        escapeHtml,
      ),
    ).toBe('<p>&lt;img src=x onerror=alert(1)&gt;</p>');
  });

  it('fills a missing text as empty', () => {
    expect(fillTemplate(null, {}, declared)).toBe('');
  });
});

describe('escapeHtml', () => {
  it.each([
    ['a & b', 'a &amp; b'],
    ['<b>"x"</b>', '&lt;b&gt;&quot;x&quot;&lt;/b&gt;'],
    ["it's", 'it&#39;s'],
    ['纯文本', '纯文本'],
  ])('%s → %s', (value, escaped) => {
    expect(escapeHtml(value)).toBe(escaped);
  });
});

describe('placeholderProblem', () => {
  it.each([
    [['主题${a}', '内容${b}'], ['a', 'b'], undefined],
    [['主题${a}', '内容${bizNo}'], ['a'], '模板内容中的变量${bizNo}未声明'],
    [[null, '${x}${y}'], [], '模板内容中的变量${x}未声明'],
    [[undefined, '无变量'], [], undefined],
  ])('%j declared %j → %s', (texts, declared, problem) => {
    expect(placeholderProblem(texts, declared)).toBe(problem);
  });
});
