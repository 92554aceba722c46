// antd's styles for what the console draws first, built ahead (issue 20): the two parts of
// src/app/prebuiltStyles/catalogue.tsx rendered on the server and their styles extracted with the
// cache-path map antd reads to skip generating them in the browser (@ant-design/cssinjs, "extract
// to a CSS file"). The sign-in sheet is linked from index.html; the signed-in sheet's address is
// `virtual:antd-prebuilt-sheets` for the app to load with the signed-in app. Built every time
// with the installed antd and the app's own theme, so a sheet never falls out of step.
import { createHash } from 'node:crypto';
import { createServer } from 'vite';

const CATALOGUE = '/src/app/prebuiltStyles/catalogue.tsx';
const VIRTUAL_ID = 'virtual:antd-prebuilt-sheets';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
/** The map rule extractStyle ends with: `.data-ant-cssinjs-cache-path{content:"path:hash;…";}`. */
const MAP_RULE = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)";\}$/;

const mapOf = (css) => MAP_RULE.exec(css)?.[1] ?? '';

/**
 * The two sheets' CSS. The signed-in sheet holds only styles the sign-in sheet lacks, but its map
 * names both: antd reads one map, and the signed-in sheet's, linked later, is the one it reads.
 */
export async function buildPrebuiltSheets(root) {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    // Only the catalogue is loaded, on the server: nothing to scan or pre-bundle.
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const catalogue = await server.ssrLoadModule(CATALOGUE);
    const React = await import('react');
    const { renderToString } = await import('react-dom/server');
    const cache = catalogue.createCache();
    const extract = (part) => {
      renderToString(
        React.createElement(catalogue.StyleProvider, { cache }, React.createElement(part)),
      );
      // `once`: what an earlier part extracted is not extracted again.
      return catalogue.extractStyle(cache, { plain: true, types: ['style', 'token'], once: true });
    };
    const signIn = extract(catalogue.SignInCatalogue);
    const signedInOwn = extract(catalogue.SignedInCatalogue);
    const bothMaps = [mapOf(signIn), mapOf(signedInOwn)].filter(Boolean).join(';');
    const signedIn = signedInOwn.replace(
      MAP_RULE,
      `.data-ant-cssinjs-cache-path{content:"${bothMaps}";}`,
    );
    return { signIn, signedIn };
  } finally {
    await server.close();
  }
}

const hashedName = (name, css) =>
  `assets/${name}-${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;

/**
 * Builds the sheets, emits them under assets/ with content-hashed names, links the sign-in sheet
 * from index.html's head and gives the signed-in sheet's address to the app. Outside a build
 * (dev server, unit tests) the virtual module names no sheet and antd generates every style.
 */
export function antdPrebuiltStyles() {
  let building = false;
  let root;
  let base;
  let files;
  return {
    name: 'console:antd-prebuilt-styles',
    configResolved(config) {
      building = config.command === 'build';
      root = config.root;
      base = config.base;
    },
    async buildStart() {
      if (!building) return;
      const sheets = await buildPrebuiltSheets(root);
      files = {
        signIn: hashedName('antd-sign-in', sheets.signIn),
        signedIn: hashedName('antd-signed-in', sheets.signedIn),
      };
      for (const part of ['signIn', 'signedIn']) {
        this.emitFile({ type: 'asset', fileName: files[part], source: sheets[part] });
      }
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const signedIn = files ? JSON.stringify(`${base}${files.signedIn}`) : 'null';
      return `export const signedInSheet = ${signedIn};`;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!files) return html;
        // Before the app's own style sheets, where antd puts the styles it generates, so the
        // console's CSS still overrides antd's as it did.
        const link = `<link rel="stylesheet" href="${base}${files.signIn}" data-antd-prebuilt />`;
        return html.replace('</title>', `</title>\n    ${link}`);
      },
    },
  };
}
