// antd's styles for what the console draws first, built ahead: src/app/prebuiltStyles/catalogue.tsx
// rendered on the server, its styles extracted with the map antd reads to skip generating them in
// the browser (@ant-design/cssinjs "extract to a CSS file"), and linked from index.html. Built
// each time with the installed antd and the app's own theme, so it never falls out of step.
import { createServer } from 'vite';

const CATALOGUE = '/src/app/prebuiltStyles/catalogue.tsx';
const ASSET_NAME = 'antd-prebuilt.css';

/** The CSS text, ending with the `.data-ant-cssinjs-cache-path` map antd reads on first use. */
export async function buildPrebuiltStyles(root) {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    const catalogue = await server.ssrLoadModule(CATALOGUE);
    const React = await import('react');
    const { renderToString } = await import('react-dom/server');
    const cache = catalogue.createCache();
    renderToString(
      React.createElement(
        catalogue.StyleProvider,
        { cache },
        React.createElement(catalogue.PrebuiltStylesCatalogue),
      ),
    );
    return catalogue.extractStyle(cache, { plain: true, types: ['style', 'token'] });
  } finally {
    await server.close();
  }
}

/** Emits the style sheet (hashed, under assets/) and links it from index.html's head. */
export function antdPrebuiltStyles() {
  let root;
  let base;
  return {
    name: 'console:antd-prebuilt-styles',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    async buildStart() {
      this.emitFile({
        type: 'asset',
        name: ASSET_NAME,
        source: await buildPrebuiltStyles(root),
      });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const asset = Object.values(context.bundle ?? {}).find(
          (file) => file.type === 'asset' && file.names?.includes(ASSET_NAME),
        );
        if (!asset) return html;
        // Before the app's own style sheets, where antd puts the styles it generates, so the
        // console's CSS still overrides antd's as it did.
        const link = `<link rel="stylesheet" href="${base}${asset.fileName}" />`;
        return html.replace('</title>', `</title>\n    ${link}`);
      },
    },
  };
}
