const SIZE = 120;
const RADIUS = 56;

/**
 * The wheel's areas as equal slices in their colours, so a colour change shows at once.
 * Decorative: the form itself says everything the picture shows.
 */
export function WheelPreview({ colors }: { colors: string[] }) {
  const step = (2 * Math.PI) / Math.max(colors.length, 1);
  const point = (angle: number) => `${(SIZE / 2 + RADIUS * Math.sin(angle)).toFixed(2)} ${(SIZE / 2 - RADIUS * Math.cos(angle)).toFixed(2)}`;
  return (
    <svg className="wheel-preview" width={SIZE} height={SIZE} viewBox={`0 0 ${SIZE} ${SIZE}`} aria-hidden="true" focusable="false">
      {colors.map((color, index) => (
        // Index keys: slices have no identity of their own, only a position and a colour.
        <path
          key={index}
          d={`M ${SIZE / 2} ${SIZE / 2} L ${point(index * step)} A ${RADIUS} ${RADIUS} 0 0 1 ${point((index + 1) * step)} Z`}
          fill={color}
          stroke="#fff"
          strokeWidth={1.5}
        />
      ))}
      <circle cx={SIZE / 2} cy={SIZE / 2} r={12} fill="#fff" />
    </svg>
  );
}
