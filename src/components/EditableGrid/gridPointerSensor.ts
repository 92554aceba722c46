/**
 * The pointer sensor of the grid's row sorting: dnd-kit's PointerSensor with a distance constraint,
 * so a click on the handle still opens its menu (spec 2.10). Stock, the move that passes the
 * distance only starts the drag and is not applied, so a pointer that jumps once to its target (a
 * quick flick, or Playwright's `dragTo`) would drop the row where it began; here that move counts.
 */
import { PointerSensor, type PointerSensorProps } from '@dnd-kit/core';
import type { Coordinates } from '@dnd-kit/utilities';

/** Pixels the pointer moves before a press on the handle becomes a drag. */
export const ROW_DRAG_DISTANCE = 5;

export class GridPointerSensor extends PointerSensor {
  constructor(props: PointerSensorProps) {
    const { target } = props.event;
    const owner = target instanceof Node && target.ownerDocument ? target.ownerDocument : document;
    let latest: Coordinates | null = null;
    // Capture on the document runs before the sensor's own move listener (bubble on the document).
    const track = (event: PointerEvent) => {
      latest = { x: event.clientX, y: event.clientY };
    };
    const untrack = () => owner.removeEventListener('pointermove', track, true);
    owner.addEventListener('pointermove', track, true);
    super({
      ...props,
      onStart: (initial) => {
        props.onStart(initial);
        if (latest) props.onMove(latest);
      },
      onEnd: () => {
        untrack();
        props.onEnd();
      },
      onCancel: () => {
        untrack();
        props.onCancel();
      },
    });
  }
}
