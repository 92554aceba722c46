// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { nonceCreatedStyles } from '../../../src/lib/cspNonce';

// Issue 13 item 10: <style> elements our scripts create (rc-util's scroll lock, tiptap) carry the
// policy's nonce; markup parsed from a string does not.
describe('nonceCreatedStyles', () => {
  const freshDocument = () => document.implementation.createHTMLDocument('csp');

  it('puts the nonce on every <style> element created through createElement', () => {
    const doc = freshDocument();
    nonceCreatedStyles('abc123', doc);
    expect(doc.createElement('style').nonce).toBe('abc123');
    expect(doc.createElement('div').getAttribute('nonce')).toBeNull();
  });

  it('gives no nonce to a <style> parsed from markup', () => {
    const doc = freshDocument();
    nonceCreatedStyles('abc123', doc);
    doc.head.insertAdjacentHTML('beforeend', '<style>body { color: red; }</style>');
    expect(doc.head.querySelector('style')?.nonce).toBe('');
  });

  it('changes nothing when the page was served without a nonce', () => {
    const doc = freshDocument();
    const create = doc.createElement;
    nonceCreatedStyles(undefined, doc);
    expect(doc.createElement).toBe(create);
  });
});
