import { describe, expect, it } from 'vitest';
import { WHEEL_SIZES, labelAlign, labelBox, layoutWheel, pointAt, scoreRadius, textAnchor, textX, wedgeAngles, wedgePath } from './wheel-geometry.js';

const { PI } = Math;
const close = (value: number, expected: number) => expect(value).toBeCloseTo(expected, 6);

describe('wedge angles', () => {
  it('splits the circle evenly, clockwise from 12 o clock', () => {
    const first = wedgeAngles(0, 12);
    close(first.start, 0);
    close(first.end, PI / 6);
    close(first.mid, PI / 12);
    const last = wedgeAngles(11, 12);
    close(last.end, 2 * PI);
    close(wedgeAngles(1, 4).mid, (3 * PI) / 4);
  });

  it('runs counter-clockwise on right-to-left pages, still with end > start', () => {
    const first = wedgeAngles(0, 4, 'rtl');
    close(first.start, -PI / 2);
    close(first.end, 0);
    expect(pointAt(100, first.mid).x).toBeLessThan(0);
    expect(pointAt(100, wedgeAngles(0, 4, 'ltr').mid).x).toBeGreaterThan(0);
  });

  it('rejects impossible wedges', () => {
    expect(() => wedgeAngles(3, 3)).toThrow(RangeError);
    expect(() => wedgeAngles(0, 0)).toThrow(RangeError);
    expect(() => wedgeAngles(-1, 3)).toThrow(RangeError);
  });
});

describe('points and wedge paths', () => {
  it('puts angle 0 at the top and a quarter turn at 3 o clock', () => {
    expect(pointAt(10, 0)).toEqual({ x: 0, y: -10 });
    expect(pointAt(10, PI / 2)).toEqual({ x: 10, y: 0 });
    expect(pointAt(10, PI)).toEqual({ x: 0, y: 10 });
  });

  it('scales a score to the radius, 10 at the rim', () => {
    expect(scoreRadius(10, 150)).toBe(150);
    expect(scoreRadius(4, 150)).toBe(60);
    expect(scoreRadius(12, 150)).toBe(150);
  });

  it('draws a slice from the centre, clockwise, with the large-arc flag only past a half turn', () => {
    expect(wedgePath(10, 0, PI / 2)).toBe('M 0 0 L 0 -10 A 10 10 0 0 1 10 0 Z');
    expect(wedgePath(10, 0, 1.5 * PI)).toContain('A 10 10 0 1 1 -10 0');
    expect(wedgePath(0, 0, 1)).toBe('');
  });
});

describe('label placement', () => {
  it('aligns by side of the wheel', () => {
    expect(labelAlign(0)).toBe('center');
    expect(labelAlign(PI)).toBe('center');
    expect(labelAlign(PI / 2)).toBe('left');
    expect(labelAlign(-PI / 2)).toBe('right');
    expect(labelAlign((3 * PI) / 2)).toBe('right');
  });

  it('keeps the box outside the anchor circle: above at the top, below at the bottom, beside at the sides', () => {
    const top = labelBox(0, 100, 40, 20);
    expect(top).toMatchObject({ x: -20, y: -120, align: 'center' });
    const bottom = labelBox(PI, 100, 40, 20);
    expect(bottom).toMatchObject({ x: -20, y: 100 });
    const right = labelBox(PI / 2, 100, 40, 20);
    expect(right).toMatchObject({ x: 100, y: -10, align: 'left' });
    const left = labelBox(-PI / 2, 100, 40, 20);
    expect(left).toMatchObject({ x: -140, y: -10, align: 'right' });
  });

  it('maps physical alignment to text-anchor for each writing direction', () => {
    expect(textAnchor('left', 'ltr')).toBe('start');
    expect(textAnchor('left', 'rtl')).toBe('end');
    expect(textAnchor('right', 'ltr')).toBe('end');
    expect(textAnchor('right', 'rtl')).toBe('start');
    expect(textAnchor('center', 'rtl')).toBe('middle');
    const box = { x: 10, y: 0, width: 30, height: 10 };
    expect([textX(box, 'left'), textX(box, 'center'), textX(box, 'right')]).toEqual([10, 25, 40]);
  });
});

describe('wheel layout', () => {
  const scores = Array.from({ length: 12 }, (_, index) => ({ current: (index % 10) + 1, desired: 10 }));
  const labels = [
    'Career & Vocation',
    'Financial Well-Being',
    'Physical Health',
    'Emotional Well-Being',
    'Family',
    'Friends',
    'Relationships & Love',
    'Community & Giving',
    'Fun & Recreation',
    'Physical Environment',
    'Personal Growth',
    'Spirituality',
  ];

  it('has one wedge per domain with the current and desired paths', () => {
    const layout = layoutWheel({ scores, labels, labelMode: 'names', direction: 'ltr' });
    expect(layout.wedges).toHaveLength(12);
    expect(layout.wedges[0]?.currentPath).toBe(wedgePath(15, 0, PI / 6));
    expect(layout.wedges[0]?.desiredPath).toBe(wedgePath(150, 0, PI / 6));
    expect(layout.rings.map((ring) => ring.radius)).toEqual([30, 60, 90, 120, 150]);
    expect(layout.spokes).toHaveLength(12);
  });

  it('wraps names and fits every label box inside the viewBox', () => {
    const layout = layoutWheel({ scores, labels, labelMode: 'names', direction: 'rtl' });
    expect(layout.badges).toEqual([]);
    expect(layout.names.every((name) => name.lines.length >= 1 && name.lines.length <= WHEEL_SIZES.nameMaxLines)).toBe(true);
    const { viewBox } = layout;
    for (const { box } of layout.names) {
      expect(box.x).toBeGreaterThanOrEqual(viewBox.x);
      expect(box.y).toBeGreaterThanOrEqual(viewBox.y);
      expect(box.x + box.width).toBeLessThanOrEqual(viewBox.x + viewBox.width);
      expect(box.y + box.height).toBeLessThanOrEqual(viewBox.y + viewBox.height);
    }
    expect(viewBox.width).toBeGreaterThan(2 * WHEEL_SIZES.radius + 2 * WHEEL_SIZES.nameGap);
  });

  it('numbers the wedges in a compact viewBox when names do not fit', () => {
    const layout = layoutWheel({ scores, labels, labelMode: 'numbers', direction: 'ltr' });
    expect(layout.names).toEqual([]);
    expect(layout.badges.map((badge) => badge.text)).toEqual(labels.map((_, index) => String(index + 1)));
    const reach = WHEEL_SIZES.radius + WHEEL_SIZES.badgeGap + WHEEL_SIZES.badgeRadius + WHEEL_SIZES.margin;
    expect(layout.viewBox.width).toBeLessThanOrEqual(2 * reach);
    expect(layout.viewBox.height).toBeLessThanOrEqual(2 * reach);
  });

  it('gives a numbered wheel the same square viewBox whatever its number of wedges, none included', () => {
    const numbered = (count: number) =>
      layoutWheel({
        scores: Array.from({ length: count }, () => ({ current: 5, desired: 5 })),
        labels: Array.from({ length: count }, (_, index) => `Area ${index + 1}`),
        labelMode: 'numbers',
        direction: 'ltr',
      });
    const frame = numbered(0).viewBox;
    expect(frame.width).toBe(frame.height);
    for (const count of [3, 5, 7, 12]) {
      const { viewBox, badges } = numbered(count);
      expect(viewBox, `${count} wedges`).toEqual(frame);
      for (const { center } of badges) {
        expect(center.x - WHEEL_SIZES.badgeRadius).toBeGreaterThanOrEqual(viewBox.x);
        expect(center.y + WHEEL_SIZES.badgeRadius).toBeLessThanOrEqual(viewBox.y + viewBox.height);
      }
    }
  });

  it('adds the footer height below the wheel', () => {
    const plain = layoutWheel({ scores, labels, labelMode: 'numbers', direction: 'ltr' });
    const withFooter = layoutWheel({ scores, labels, labelMode: 'numbers', direction: 'ltr', footerHeight: 40 });
    expect(withFooter.viewBox.height - plain.viewBox.height).toBeCloseTo(40, 6);
    expect(withFooter.viewBox.y).toBe(plain.viewBox.y);
  });
});

describe('label direction', () => {
  it('gives each name its own direction, whatever the page direction', () => {
    const layout = layoutWheel({
      scores: [
        { current: 1, desired: 2 },
        { current: 3, desired: 4 },
        { current: 5, desired: 6 },
      ],
      labels: ['Music', 'موسيقى', '123'],
      labelMode: 'names',
      direction: 'rtl',
    });
    expect(layout.names.map((name) => name.direction)).toEqual(['ltr', 'rtl', 'rtl']);
  });
});
