import { DEFAULT_DOMAINS, MINI_LOGO_DOMAIN_COUNT } from '@lifewheel/wheel';

const SIZE = 32;
const RADIUS = 15;

/** The logo: a small wheel in the colours of the first 8 domains (spec section 9). */
export function MiniLogo() {
  const domains = DEFAULT_DOMAINS.slice(0, MINI_LOGO_DOMAIN_COUNT);
  const step = (2 * Math.PI) / domains.length;
  const point = (angle: number) => `${SIZE / 2 + RADIUS * Math.sin(angle)} ${SIZE / 2 - RADIUS * Math.cos(angle)}`;
  return (
    <svg width={SIZE} height={SIZE} viewBox={`0 0 ${SIZE} ${SIZE}`} aria-hidden="true" focusable="false">
      {domains.map((domain, index) => (
        <path
          key={domain.id}
          d={`M ${SIZE / 2} ${SIZE / 2} L ${point(index * step)} A ${RADIUS} ${RADIUS} 0 0 1 ${point((index + 1) * step)} Z`}
          fill={domain.color}
        />
      ))}
      <circle cx={SIZE / 2} cy={SIZE / 2} r={4} fill="#fff" />
    </svg>
  );
}
