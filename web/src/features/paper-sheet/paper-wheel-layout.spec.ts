import { describe, expect, it } from 'vitest';
import { layoutPaperWheel } from './paper-wheel-layout.js';

const LABELS = ['Career', 'Money', 'Health', 'Family', 'Friends', 'Love'];

describe('layoutPaperWheel', () => {
  it('draws a ring for every score from 1 to 10, the 10 on the rim, 5 and 10 darker', () => {
    const layout = layoutPaperWheel({ labels: LABELS, direction: 'ltr' });
    expect(layout.rings.map((ring) => ring.score)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(layout.rings.at(-1)?.radius).toBe(layout.radius);
    expect(layout.rings[0]?.radius).toBeCloseTo(layout.radius / 10);
    const radii = layout.rings.map((ring) => ring.radius);
    expect(radii).toEqual([...radii].sort((a, b) => a - b));
    expect(layout.rings.filter((ring) => ring.major).map((ring) => ring.score)).toEqual([5, 10]);
  });

  it('gives each area one slice, one spoke and its name, and holds every name inside the view box', () => {
    const layout = layoutPaperWheel({ labels: LABELS, direction: 'ltr' });
    expect(layout.wedges).toHaveLength(LABELS.length);
    expect(layout.spokes).toHaveLength(LABELS.length);
    expect(layout.names.map((name) => name.lines.join(' '))).toEqual(LABELS);
    const { viewBox } = layout;
    for (const { box } of layout.names) {
      expect(box.x).toBeGreaterThanOrEqual(viewBox.x);
      expect(box.x + box.width).toBeLessThanOrEqual(viewBox.x + viewBox.width);
      expect(box.y).toBeGreaterThanOrEqual(viewBox.y);
      expect(box.y + box.height).toBeLessThanOrEqual(viewBox.y + viewBox.height);
    }
  });

  it('numbers the rings up the 12 o’clock spoke, inside the first slice, which follows the page’s direction', () => {
    const ltr = layoutPaperWheel({ labels: LABELS, direction: 'ltr' });
    const rtl = layoutPaperWheel({ labels: LABELS, direction: 'rtl' });
    for (const ring of ltr.rings) expect(ring.label.y).toBeLessThan(0);
    expect(ltr.rings.every((ring) => ring.label.x > 0)).toBe(true);
    expect(rtl.rings.every((ring) => ring.label.x < 0)).toBe(true);
    // Right to left, the first area is the first slice to the left of 12 o'clock, its name on the left half.
    expect(ltr.names[0]?.align).toBe('left');
    expect(rtl.names[0]?.align).toBe('right');
  });

  it('wraps a long name and gives an Arabic name its own direction on a left-to-right page', () => {
    const layout = layoutPaperWheel({ labels: ['Physical Environment and a very long custom name', 'الصحة الجسدية', 'Fun'], direction: 'ltr' });
    expect(layout.names[0]?.lines.length).toBeGreaterThan(1);
    expect(layout.names[1]?.direction).toBe('rtl');
    expect(layout.names[2]?.direction).toBe('ltr');
  });
});
