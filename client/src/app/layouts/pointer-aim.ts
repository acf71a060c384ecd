import { useEffect, useState } from 'react';

export interface Point {
  x: number;
  y: number;
}

/** How far behind the exit point the area starts, so small jitter right after leaving still counts. */
const APEX_BLEED_PX = 5;

/** A pointer resting on the way (outside every menu) for this long is no longer heading anywhere. */
export const AIM_REST_MS = 500;

/**
 * The area a pointer crosses on its way from `from` to a panel that opened beside it: the
 * triangle from `from` to the panel's near edge, plus the panel itself (the "safe triangle").
 * Null when `from` is not beside the panel (above or below it).
 */
export function aimArea(from: Point, panel: DOMRect): Point[] | null {
  if (from.x >= panel.left && from.x <= panel.right) return null;
  const toRight = from.x < panel.left;
  const near = toRight ? panel.left : panel.right;
  const far = toRight ? panel.right : panel.left;
  return [
    { x: from.x + (toRight ? -APEX_BLEED_PX : APEX_BLEED_PX), y: from.y },
    { x: near, y: panel.top },
    { x: far, y: panel.top },
    { x: far, y: panel.bottom },
    { x: near, y: panel.bottom },
  ];
}

/** Whether `point` lies inside `polygon` (ray casting). */
export function isInside(point: Point, polygon: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i, i += 1) {
    const a = polygon[i]!;
    const b = polygon[j]!;
    if (a.y > point.y !== b.y > point.y && point.x < ((b.x - a.x) * (point.y - a.y)) / (b.y - a.y) + a.x) {
      inside = !inside;
    }
  }
  return inside;
}

/**
 * Keeps a menu open while the pointer heads into a submenu that opened beside it. `follow`
 * starts watching the pointer: while it moves inside the area nothing happens; once it strays
 * out, or rests for AIM_REST_MS, `onStray` runs (the menu then starts its usual close delay).
 * `stop` ends the watch (the pointer came back into the menu, or the menu closed).
 */
export class PointerAim {
  private watch: { area: Point[]; onStray: () => void; rest: ReturnType<typeof setTimeout> } | null = null;

  follow(area: Point[], onStray: () => void): void {
    this.stop();
    this.watch = { area, onStray, rest: setTimeout(this.stray, AIM_REST_MS) };
    document.addEventListener('mousemove', this.onMove);
  }

  stop(): void {
    if (!this.watch) return;
    clearTimeout(this.watch.rest);
    this.watch = null;
    document.removeEventListener('mousemove', this.onMove);
  }

  private readonly stray = () => {
    const onStray = this.watch?.onStray;
    this.stop();
    onStray?.();
  };

  private readonly onMove = (event: MouseEvent) => {
    if (!this.watch) return;
    clearTimeout(this.watch.rest);
    if (isInside({ x: event.clientX, y: event.clientY }, this.watch.area)) {
      this.watch.rest = setTimeout(this.stray, AIM_REST_MS);
    } else {
      this.stray();
    }
  };
}

/** One PointerAim for a component's lifetime, stopped when it unmounts. */
export function usePointerAim(): PointerAim {
  const [aim] = useState(() => new PointerAim());
  useEffect(() => () => aim.stop(), [aim]);
  return aim;
}
