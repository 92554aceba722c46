/** Money: integer fen in `bigint`, exact percentages, never a binary float (see yuan.ts). */
export * from './percent';
export * from './yuan';
