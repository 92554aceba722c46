/**
 * In-page measurements for scripts/bench/grid.mjs, read with performance.now() so they are free of
 * Playwright's round trips. Exposed as `window.gridBench`.
 */

export interface GridBenchProbe {
  impl: string;
  rowCount: number;
  /** ms from just before createRoot().render to the end of the first frame showing body rows. */
  renderMs: Promise<number>;
  /** Body rows in the DOM now. */
  bodyRows: () => number;
  /** Scrolls the body `delta` px per animation frame for `frames` frames; the frame deltas (ms). */
  scroll: (frames: number, delta: number) => Promise<{ deltas: number[]; scrollTop: number }>;
  /**
   * Arms the edit timer: on the next Enter keydown, polls each animation frame until the cell at
   * `selector` shows `text` (its editor gone); `editMs` resolves to the ms from the keydown to the
   * end of that frame.
   */
  armEdit: (selector: string, text: string) => void;
  editMs?: Promise<number>;
}

declare global {
  interface Window {
    gridBench?: GridBenchProbe;
  }
}

/** Resolves after the current frame has been rendered: a task queued from requestAnimationFrame. */
function afterFrame(): Promise<number> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve(performance.now());
    channel.port2.postMessage(null);
  });
}

/** performance.now() once the first frame in which `ready()` holds has been rendered. */
export function whenFrameShows(ready: () => boolean): Promise<number> {
  return new Promise((resolve) => {
    const poll = () => {
      if (ready()) void afterFrame().then(resolve);
      else requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
  });
}

export function scrollBody(
  scroller: () => Element | null,
  frames: number,
  delta: number,
): Promise<{ deltas: number[]; scrollTop: number }> {
  const element = scroller();
  if (!element) return Promise.reject(new Error('no scroll container'));
  return new Promise((resolve) => {
    const stamps: number[] = [];
    const step = (now: number) => {
      stamps.push(now);
      if (stamps.length > frames) {
        const deltas = stamps.slice(1).map((stamp, index) => stamp - (stamps[index] as number));
        resolve({ deltas, scrollTop: element.scrollTop });
        return;
      }
      element.scrollTop += delta;
      requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });
}

export function armEdit(probe: GridBenchProbe, selector: string, text: string): void {
  probe.editMs = new Promise((resolve) => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter') return;
      document.removeEventListener('keydown', onKeyDown, true);
      const pressedAt = event.timeStamp;
      const shown = () => {
        const cell = document.querySelector(selector);
        return Boolean(cell && !cell.querySelector('input') && cell.textContent === text);
      };
      void whenFrameShows(shown).then((at) => resolve(at - pressedAt));
    };
    document.addEventListener('keydown', onKeyDown, true);
  });
}
