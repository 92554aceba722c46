import { describe, expect, it } from 'vitest';
import {
  isHttpUrl,
  isImageFile,
  markdownImage,
} from '../../../src/components/MarkdownImageDialog/markdownImage';

describe('isHttpUrl', () => {
  it.each([
    ['https://img.example.cn/a.png', true],
    ['http://192.168.1.10:8080/static/a.jpg', true],
    ['  https://img.example.cn/a.png  ', true],
    ['HTTPS://IMG.EXAMPLE.CN/A.PNG', true],
    ['javascript:alert(1)', false],
    ['data:image/png;base64,iVBORw0KGgo=', false],
    ['ftp://files.example.cn/a.png', false],
    ['//img.example.cn/a.png', false],
    ['/sys/common/static/a.png', false],
    ['img.example.cn/a.png', false],
    ['https://', false],
    ['', false],
  ])('%s → %s', (text, expected) => {
    expect(isHttpUrl(text)).toBe(expected);
  });
});

describe('isImageFile', () => {
  it.each([
    [{ type: 'image/png', name: 'a.png' }, true],
    [{ type: 'image/jpeg', name: 'photo' }, true],
    [{ type: 'image/svg+xml', name: 'logo.svg' }, true],
    [{ type: 'application/pdf', name: 'fake.png' }, false],
    [{ type: 'text/csv', name: '名单.csv' }, false],
    // Some systems give no MIME type: the extension decides.
    [{ type: '', name: '门头照.JPG' }, true],
    [{ type: '', name: 'notes.txt' }, false],
  ])('%o → %s', (file, expected) => {
    expect(isImageFile(file)).toBe(expected);
  });
});

describe('markdownImage', () => {
  it('puts the remark in the alt text', () => {
    expect(markdownImage('https://img.example.cn/a.png', '商户门头照')).toBe(
      '![商户门头照](https://img.example.cn/a.png)',
    );
  });

  it('leaves the alt text empty without a remark', () => {
    expect(markdownImage('https://img.example.cn/a.png')).toBe('![](https://img.example.cn/a.png)');
    expect(markdownImage('https://img.example.cn/a.png', '   ')).toBe(
      '![](https://img.example.cn/a.png)',
    );
  });

  it('escapes brackets of the remark so it cannot end the alt text', () => {
    expect(markdownImage('https://a.cn/x.png', '图[1]\\')).toBe(
      '![图\\[1\\]\\\\](https://a.cn/x.png)',
    );
  });

  it('encodes spaces and parentheses of the address so it cannot end the link', () => {
    expect(markdownImage(' https://a.cn/banner (1).png ')).toBe(
      '![](https://a.cn/banner%20%281%29.png)',
    );
  });
});
