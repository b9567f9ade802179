import { WHEEL_SIZES, textAnchor, textX, wedgePath, type Direction } from '../results/chart/wheel-geometry.js';
import { layoutPaperWheel } from './paper-wheel-layout.js';

export interface PaperWheelDomain {
  label: string;
  color: string;
}

// Colours are attributes so the printed wheel needs no style sheet; tints are light enough that a
// person's pencil shows on them, and outlines carry the wheel on a black-and-white printer.
const INK = '#1f1b2d';
const INK_SOFT = '#4b4660';
const RING = 'rgba(31, 27, 45, 0.28)';
const RING_MAJOR = 'rgba(31, 27, 45, 0.6)';

/** A blank wheel to shade by hand: one slice per area with its name, a ring per score, the rings numbered. */
export function PaperWheel({
  domains,
  direction,
  locale,
  label,
  formatNumber,
}: {
  domains: PaperWheelDomain[];
  direction: Direction;
  locale: string;
  label: string;
  formatNumber: (value: number) => string;
}) {
  const layout = layoutPaperWheel({ labels: domains.map((domain) => domain.label), direction, locale });
  const { viewBox, radius } = layout;
  return (
    <svg
      className="paper-wheel"
      role="img"
      aria-label={label}
      viewBox={`${viewBox.x} ${viewBox.y} ${viewBox.width} ${viewBox.height}`}
      direction={direction}
      fill={INK}
      xmlns="http://www.w3.org/2000/svg"
    >
      <circle r={radius} fill="#ffffff" />
      {layout.wedges.map((wedge) => (
        <path key={`slice-${wedge.index}`} d={wedgePath(radius, wedge.start, wedge.end)} fill={domains[wedge.index]?.color} fillOpacity={0.1} />
      ))}
      {layout.rings.map((ring) => (
        <circle key={`ring-${ring.score}`} r={ring.radius} fill="none" stroke={ring.major ? RING_MAJOR : RING} strokeWidth={ring.major ? 1.2 : 0.7} />
      ))}
      {layout.spokes.map((end, index) => (
        <line key={`spoke-${index}`} x1={0} y1={0} x2={end.x} y2={end.y} stroke={RING_MAJOR} strokeWidth={1} />
      ))}
      {layout.rings.map((ring) => (
        <text
          key={`ring-label-${ring.score}`}
          x={ring.label.x}
          y={ring.label.y}
          fontSize={8}
          fill={INK_SOFT}
          stroke="#ffffff"
          strokeWidth={2.5}
          paintOrder="stroke"
          textAnchor="start"
          dominantBaseline="central"
        >
          {formatNumber(ring.score)}
        </text>
      ))}
      {layout.names.map((name) =>
        name.lines.map((line, lineIndex) => (
          <text
            key={`name-${name.index}-${lineIndex}`}
            x={textX(name.box, name.align)}
            y={name.box.y + WHEEL_SIZES.nameLineHeight * (lineIndex + 0.5)}
            fontSize={WHEEL_SIZES.nameFontSize}
            fontWeight={600}
            textAnchor={textAnchor(name.align, name.direction)}
            direction={name.direction}
            dominantBaseline="central"
          >
            {line}
          </text>
        )),
      )}
    </svg>
  );
}
