import { describe, expect, it } from 'vitest';
import { niceCeiling, svgPlot } from './svg-plot.js';

describe('the soak plot', () => {
  it('rounds an axis up to 1, 2 or 5 times a power of ten', () => {
    expect(niceCeiling(173)).toBe(200);
    expect(niceCeiling(3.7)).toBe(5);
    expect(niceCeiling(0.8)).toBe(1);
    expect(niceCeiling(0)).toBe(1);
  });

  it('draws one line per series with its legend, and escapes the text', () => {
    const svg = svgPlot(
      [
        {
          title: 'RSS per process',
          unit: 'MB',
          series: [
            {
              name: 'gateway',
              points: [
                { x: 0, y: 100 },
                { x: 30, y: 120 },
              ],
            },
            { name: 'worker', points: [{ x: 0, y: 80 }] },
          ],
        },
        { title: 'p99 <latency>', unit: 'ms', series: [{ name: 'p99', points: [{ x: 0, y: 5 }] }] },
      ],
      'soak & test',
    );
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.match(/<polyline/g)).toHaveLength(3);
    expect(svg).toContain('>gateway<');
    expect(svg).toContain('p99 &#60;latency&#62;');
    expect(svg).toContain('<title>soak &#38; test</title>');
    // The last point of the longest series sits at the right end of the plot area.
    expect(svg).toContain('points="64,');
  });
});
