import type { TrendPoint } from '@lifewheel/wheel';
import type { Direction } from '../results/chart/wheel-geometry.js';

const WIDTH = 120;
const HEIGHT = 36;
const PAD = 4;

/** Where a score of 1 to 10 sits: 10 at the top. */
const yOf = (score: number) => PAD + ((10 - score) / 9) * (HEIGHT - 2 * PAD);

/**
 * A domain's current score over its check-ins, oldest at the reading start (so it mirrors in right
 * to left). Decorative: the text beside it says where the domain started and where it is now.
 */
export function TrendLine({ points, direction }: { points: readonly TrendPoint[]; direction: Direction }) {
  const step = points.length > 1 ? (WIDTH - 2 * PAD) / (points.length - 1) : 0;
  const xy = points.map((point, index) => {
    const x = PAD + index * step;
    return [direction === 'rtl' ? WIDTH - x : x, yOf(point.current)] as const;
  });
  const last = xy.at(-1);
  return (
    <svg className="trend-line" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false">
      <line x1={PAD} x2={WIDTH - PAD} y1={yOf(5.5)} y2={yOf(5.5)} className="trend-line__mid" />
      <polyline points={xy.map(([x, y]) => `${x},${y}`).join(' ')} className="trend-line__path" />
      {last && <circle cx={last[0]} cy={last[1]} r={3} className="trend-line__end" />}
    </svg>
  );
}
