import type { StreamParser } from '@codemirror/language';
import type { Extension } from '@codemirror/state';
import type { CodeEditorLanguage } from '../../lib/constants';

/** A stream-mode language (legacy CodeMirror 5 mode) wrapped for CodeMirror 6. */
async function streamLanguage(parser: Promise<StreamParser<unknown>>): Promise<Extension> {
  const [{ StreamLanguage }, mode] = await Promise.all([import('@codemirror/language'), parser]);
  return StreamLanguage.define(mode);
}

/**
 * How each language of spec 9 is loaded (ecosystem-picks A3). Every loader is a dynamic import, so
 * a language's parser is its own chunk, fetched the first time an editor asks for it.
 */
const LOADERS: Record<CodeEditorLanguage, () => Promise<Extension>> = {
  css: async () => (await import('@codemirror/lang-css')).css(),
  javascript: async () => (await import('@codemirror/lang-javascript')).javascript(),
  html: async () => (await import('@codemirror/lang-html')).html(),
  java: async () => (await import('@codemirror/lang-java')).java(),
  'objective-c': () =>
    streamLanguage(import('@codemirror/legacy-modes/mode/clike').then((m) => m.objectiveC)),
  python: async () => (await import('@codemirror/lang-python')).python(),
  r: () => streamLanguage(import('@codemirror/legacy-modes/mode/r').then((m) => m.r)),
  shell: () => streamLanguage(import('@codemirror/legacy-modes/mode/shell').then((m) => m.shell)),
  sql: async () => {
    const { sql, MySQL } = await import('@codemirror/lang-sql');
    // JeecgBoot runs on MySQL.
    return sql({ dialect: MySQL });
  },
  swift: () => streamLanguage(import('@codemirror/legacy-modes/mode/swift').then((m) => m.swift)),
  vue: async () => (await import('@codemirror/lang-vue')).vue(),
  markdown: async () => (await import('@codemirror/lang-markdown')).markdown(),
};

const loaded = new Map<CodeEditorLanguage, Promise<Extension>>();

/** The language's CodeMirror extension, loaded once and shared by every editor. */
export function loadLanguage(language: CodeEditorLanguage): Promise<Extension> {
  let pending = loaded.get(language);
  if (!pending) {
    pending = LOADERS[language]();
    // A failed chunk load may succeed later (spec 8.4 chunk errors): do not cache the failure.
    pending.catch(() => loaded.delete(language));
    loaded.set(language, pending);
  }
  return pending;
}
