import type { DomainResult } from '@lifewheel/wheel';
import { darken } from '../results/chart/colour.js';
import { WHEEL_SIZES, scoreRadius, wedgeAngles, wedgePath, type Direction } from '../results/chart/wheel-geometry.js';

const { radius } = WHEEL_SIZES;
const GRID = 'rgba(31, 27, 45, 0.22)';

/**
 * The results wheel without its labels, for a list of many: the same geometry (filled = current,
 * dashed = desired), drawn small. Decorative: the card next to it says the same in words.
 */
export function MiniWheel({ results, direction }: { results: readonly DomainResult[]; direction: Direction }) {
  const margin = 4;
  return (
    <svg
      className="mini-wheel"
      viewBox={`${-radius - margin} ${-radius - margin} ${2 * (radius + margin)} ${2 * (radius + margin)}`}
      aria-hidden="true"
      focusable="false"
    >
      <circle r={radius} fill="#ffffff" stroke={GRID} strokeWidth={2} />
      {results.map((result, index) => {
        const { start, end } = wedgeAngles(index, results.length, direction);
        return (
          <g key={`${result.domain}-${index}`}>
            <path d={wedgePath(scoreRadius(result.current, radius), start, end)} fill={result.color} stroke="#ffffff" strokeWidth={2} />
            <path
              d={wedgePath(scoreRadius(result.desired, radius), start, end)}
              fill="none"
              stroke={darken(result.color, 0.35)}
              strokeWidth={5}
              strokeDasharray="12 8"
            />
          </g>
        );
      })}
    </svg>
  );
}
