/** Where the active cell goes on a key (spec 4 "Grid editing": arrows and Tab move). Pure. */
export interface CellPosition {
  rowIndex: number;
  colIndex: number;
}

const ARROW_MOVES: Readonly<Record<string, readonly [number, number]>> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/** The cell an arrow key moves to, clamped to the grid; undefined for other keys. */
export function arrowTarget(
  key: string,
  from: CellPosition | null,
  rowCount: number,
  colCount: number,
): CellPosition | undefined {
  const move = ARROW_MOVES[key];
  if (!move || rowCount === 0 || colCount === 0) return undefined;
  const start = from ?? { rowIndex: 0, colIndex: 0 };
  return {
    rowIndex: Math.min(rowCount - 1, Math.max(0, start.rowIndex + move[0])),
    colIndex: Math.min(colCount - 1, Math.max(0, start.colIndex + move[1])),
  };
}

/** Tab walks the cells row by row; undefined past either end, so Tab leaves the grid there. */
export function tabTarget(
  from: CellPosition | null,
  backwards: boolean,
  rowCount: number,
  colCount: number,
): CellPosition | undefined {
  const start = from ?? { rowIndex: 0, colIndex: -1 };
  const flat = start.rowIndex * colCount + start.colIndex + (backwards ? -1 : 1);
  if (colCount === 0 || flat < 0 || flat >= rowCount * colCount) return undefined;
  return { rowIndex: Math.floor(flat / colCount), colIndex: flat % colCount };
}

/** The scroll offset that brings a row band [top, top + height) into the viewport, moving least. */
export function scrollTopShowing(
  top: number,
  height: number,
  scrollTop: number,
  viewportHeight: number,
): number {
  if (top < scrollTop) return top;
  if (top + height > scrollTop + viewportHeight) return top + height - viewportHeight;
  return scrollTop;
}
