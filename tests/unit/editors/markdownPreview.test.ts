// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { remarkSanitizeHtml, safePreviewUrl } from '../../../src/components/MarkdownEditor/preview';

describe('safePreviewUrl', () => {
  it.each([
    ['https://www.example.cn/a?b=1', 'https://www.example.cn/a?b=1'],
    ['http://192.168.1.10/x.png', 'http://192.168.1.10/x.png'],
    ['mailto:service@example.cn', 'mailto:service@example.cn'],
    ['tel:400-800-1234', 'tel:400-800-1234'],
    ['/sys/common/static/temp/a.png', '/sys/common/static/temp/a.png'],
    ['#接入说明', '#接入说明'],
    ['docs/guide.md', 'docs/guide.md'],
    ['javascript:alert(1)', ''],
    [' JavaScript:alert(1)', ''],
    ['vbscript:msgbox(1)', ''],
    ['data:text/html;base64,PHNjcmlwdD4=', ''],
  ])('%s → %s', (url, expected) => {
    expect(safePreviewUrl(url)).toBe(expected);
  });
});

describe('remarkSanitizeHtml', () => {
  it('cleans every raw HTML node of the tree, however deep', () => {
    const tree = {
      type: 'root',
      children: [
        { type: 'html', value: '<img src="https://a.cn/x.png" onerror="steal()">' },
        {
          type: 'paragraph',
          children: [
            { type: 'text', value: '<script>steal()</script>' },
            { type: 'html', value: '<script>steal()</script>' },
          ],
        },
      ],
    };

    remarkSanitizeHtml()(tree);

    expect(tree.children[0]).toEqual({ type: 'html', value: '<img src="https://a.cn/x.png">' });
    // Text is text: markdown shows it as typed and never parses it.
    expect(tree.children[1]!.children![0]!.value).toBe('<script>steal()</script>');
    expect(tree.children[1]!.children![1]!.value).toBe('');
  });
});
