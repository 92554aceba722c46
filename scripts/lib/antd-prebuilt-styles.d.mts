import type { Plugin } from 'vite';

export function buildPrebuiltSheets(root: string): Promise<{ signIn: string; signedIn: string }>;
export function antdPrebuiltStyles(): Plugin;
