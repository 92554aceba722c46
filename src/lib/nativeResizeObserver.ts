// What `resize-observer-polyfill` resolves to in the build (vite.config.ts): antd's resize
// observer imports the polyfill, 3 KiB gzip on every page, for the ResizeObserver every browser
// the console supports has (issue 20).
export default globalThis.ResizeObserver;
