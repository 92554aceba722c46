// Unit files run in Node (no jsdom: its set-up cost a second a file). The few that test browser
// code say `// @vitest-environment jsdom` on their first line and get the component tests' set-up.
if (typeof document !== 'undefined') await import('./setup-dom');

export {};
