import type { Plugin } from 'vite';

export function buildPrebuiltStyles(root: string): Promise<string>;
export function antdPrebuiltStyles(): Plugin;
