// Optional run-time overrides, read before the console boots. Leave empty to use build values.
// Example: window.__CONSOLE_CONFIG__ = { apiBase: '/admin', helpUrl: 'https://help.example.com' };
window.__CONSOLE_CONFIG__ = window.__CONSOLE_CONFIG__ || {};
