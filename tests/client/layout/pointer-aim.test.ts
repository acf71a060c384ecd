import { aimArea, isInside } from '../../../client/src/app/layouts/pointer-aim';

/** A submenu panel 200 px wide and 300 px high, its left edge at x = 300. */
const PANEL = { left: 300, right: 500, top: 100, bottom: 400, width: 200, height: 300, x: 300, y: 100 } as DOMRect;

describe('the safe triangle towards a side submenu', () => {
  it('covers the way from where the pointer left to any point of the panel', () => {
    const area = aimArea({ x: 200, y: 150 }, PANEL)!;
    for (const target of [
      { x: 310, y: 390 },
      { x: 310, y: 110 },
      { x: 450, y: 250 },
    ]) {
      for (const share of [0.1, 0.5, 0.9]) {
        const point = { x: 200 + (target.x - 200) * share, y: 150 + (target.y - 150) * share };
        expect([point, isInside(point, area)]).toEqual([point, true]);
      }
    }
  });

  it('leaves out a move straight down, straight up or backwards', () => {
    const area = aimArea({ x: 200, y: 150 }, PANEL)!;
    expect(isInside({ x: 200, y: 180 }, area)).toBe(false);
    expect(isInside({ x: 200, y: 120 }, area)).toBe(false);
    expect(isInside({ x: 150, y: 150 }, area)).toBe(false);
    expect(isInside({ x: 520, y: 250 }, area)).toBe(false);
  });

  it('mirrors for a panel on the left, and has no area when the pointer is above or below the panel', () => {
    const area = aimArea({ x: 600, y: 150 }, PANEL)!;
    expect(isInside({ x: 550, y: 250 }, area)).toBe(true);
    expect(isInside({ x: 650, y: 150 }, area)).toBe(false);
    expect(aimArea({ x: 400, y: 50 }, PANEL)).toBeNull();
  });
});
