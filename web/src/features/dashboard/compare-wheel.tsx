import type { DomainResult } from '@lifewheel/wheel';
import { domainKey } from '@lifewheel/wheel';
import { darken } from '../results/chart/colour.js';
import { RING_SCORES, WHEEL_SIZES, scoreRadius, wedgeAngles, wedgePath, type Direction } from '../results/chart/wheel-geometry.js';

const { radius } = WHEEL_SIZES;
const GRID = 'rgba(31, 27, 45, 0.22)';

/**
 * Two assessments of the same domains on one wheel, with the results chart's geometry: the later
 * one filled, the earlier one as a dark outline over it. Decorative: the table beside it gives
 * every number in words.
 */
export function CompareWheel({ earlier, later, direction }: { earlier: readonly DomainResult[]; later: readonly DomainResult[]; direction: Direction }) {
  const before = new Map(earlier.map((result) => [domainKey(result.domain), result]));
  const margin = 6;
  return (
    <svg
      className="compare-wheel"
      viewBox={`${-radius - margin} ${-radius - margin} ${2 * (radius + margin)} ${2 * (radius + margin)}`}
      aria-hidden="true"
      focusable="false"
    >
      <circle r={radius} fill="#ffffff" stroke={GRID} strokeWidth={2} />
      {RING_SCORES.map((score) => (
        <circle key={score} r={scoreRadius(score, radius)} fill="none" stroke={GRID} strokeWidth={1} />
      ))}
      {later.map((result, index) => {
        const { start, end } = wedgeAngles(index, later.length, direction);
        const previous = before.get(domainKey(result.domain));
        return (
          <g key={`${result.domain}-${index}`}>
            <path d={wedgePath(scoreRadius(result.current, radius), start, end)} fill={result.color} fillOpacity={0.85} stroke="#ffffff" strokeWidth={2} />
            {previous && (
              <path
                d={wedgePath(scoreRadius(previous.current, radius), start, end)}
                fill="none"
                stroke={darken(result.color, 0.55)}
                strokeWidth={4}
                strokeDasharray="10 6"
              />
            )}
          </g>
        );
      })}
    </svg>
  );
}
