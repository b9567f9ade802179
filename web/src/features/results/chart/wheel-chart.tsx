import type { Ref } from 'react';
import { darken } from './colour.js';
import { estimateTextWidth } from './label-wrap.js';
import { WHEEL_SIZES, layoutWheel, textAnchor, textX, type Direction, type LabelMode } from './wheel-geometry.js';

export interface WheelChartDomain {
  label: string;
  color: string;
  current: number;
  desired: number;
}

export interface WheelChartProps {
  domains: WheelChartDomain[];
  labelMode: LabelMode;
  direction: Direction;
  /** The page language: word breaks of the labels and the ring numbers follow it. */
  locale: string;
  /** The accessible name; it points to the scores table, the chart's text alternative. */
  label: string;
  formatNumber: (value: number) => string;
  /** A key under the wheel, for the downloaded image, which has no legend beside it. */
  keyLabels?: { current: string; desired: string };
  className?: string;
  ref?: Ref<SVGSVGElement>;
}

// Colours are attributes, never CSS classes: the downloaded image is this SVG on its own, without
// the page's style sheet, and must look the same.
const INK = '#1f1b2d';
const INK_SOFT = '#4b4660';
const GRID = 'rgba(31, 27, 45, 0.22)';
const KEY_HEIGHT = 40;
const KEY_SWATCH = 16;
const KEY_FONT_SIZE = 13;

/** The wheel: one wedge per domain, current score filled, desired score a dashed outline. Props in, SVG out. */
export function WheelChart({ domains, labelMode, direction, locale, label, formatNumber, keyLabels, className, ref }: WheelChartProps) {
  const layout = layoutWheel({
    scores: domains,
    labels: domains.map((domain) => domain.label),
    labelMode,
    direction,
    locale,
    ...(keyLabels ? { footerHeight: KEY_HEIGHT } : {}),
  });
  const { viewBox, radius } = layout;
  const ringLabelX = direction === 'ltr' ? 4 : -4;

  return (
    <svg
      ref={ref}
      role="img"
      aria-label={label}
      className={className}
      viewBox={`${viewBox.x} ${viewBox.y} ${viewBox.width} ${viewBox.height}`}
      direction={direction}
      fill={INK}
      xmlns="http://www.w3.org/2000/svg"
    >
      <circle r={radius} fill="#ffffff" />
      {layout.wedges.map((wedge) => (
        <path key={`desired-fill-${wedge.index}`} d={wedge.desiredPath} fill={domains[wedge.index]?.color} fillOpacity={0.22} />
      ))}
      {layout.wedges.map((wedge) => (
        <path key={`current-${wedge.index}`} data-wedge="current" d={wedge.currentPath} fill={domains[wedge.index]?.color} stroke="#ffffff" strokeWidth={1} />
      ))}
      {layout.rings.map((ring) => (
        <circle key={`ring-${ring.score}`} r={ring.radius} fill="none" stroke={GRID} strokeWidth={1} />
      ))}
      {layout.spokes.map((end, index) => (
        <line key={`spoke-${index}`} x1={0} y1={0} x2={end.x} y2={end.y} stroke={GRID} strokeWidth={1} />
      ))}
      {layout.wedges.map((wedge) => (
        <path
          key={`desired-${wedge.index}`}
          data-wedge="desired"
          d={wedge.desiredPath}
          fill="none"
          stroke={darken(domains[wedge.index]?.color ?? INK, 0.35)}
          strokeWidth={2.5}
          strokeDasharray="6 4"
          strokeLinejoin="round"
        />
      ))}
      {layout.rings.map((ring) => (
        <text
          key={`ring-label-${ring.score}`}
          x={ringLabelX}
          y={-ring.radius - 3}
          fontSize={10}
          fill={INK_SOFT}
          stroke="#ffffff"
          strokeWidth={3}
          paintOrder="stroke"
          textAnchor="start"
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
            fill={INK}
            textAnchor={textAnchor(name.align, name.direction)}
            direction={name.direction}
            dominantBaseline="central"
          >
            {line}
          </text>
        )),
      )}
      {layout.badges.map((badge) => (
        <g key={`badge-${badge.index}`}>
          <circle
            cx={badge.center.x}
            cy={badge.center.y}
            r={WHEEL_SIZES.badgeRadius}
            fill="#ffffff"
            stroke={darken(domains[badge.index]?.color ?? INK, 0.15)}
            strokeWidth={3}
          />
          <text
            x={badge.center.x}
            y={badge.center.y}
            fontSize={WHEEL_SIZES.badgeFontSize}
            fontWeight={700}
            fill={INK}
            textAnchor="middle"
            dominantBaseline="central"
          >
            {formatNumber(Number(badge.text))}
          </text>
        </g>
      ))}
      {keyLabels && <WheelKey labels={keyLabels} top={viewBox.y + viewBox.height - KEY_HEIGHT} locale={locale} direction={direction} />}
    </svg>
  );
}

/** Filled = current, dashed = desired; laid out in reading order, centred under the wheel. */
function WheelKey({ labels, top, locale, direction }: { labels: { current: string; desired: string }; top: number; locale: string; direction: Direction }) {
  const gap = 8;
  const spacing = 24;
  const widthOf = (text: string) => KEY_SWATCH + gap + estimateTextWidth(text, KEY_FONT_SIZE, locale);
  const items = [
    { text: labels.current, dashed: false },
    { text: labels.desired, dashed: true },
  ];
  const total = widthOf(labels.current) + spacing + widthOf(labels.desired);
  const y = top + KEY_HEIGHT / 2;
  let cursor = -total / 2;
  const placed = items.map((item) => {
    const start = cursor;
    cursor += widthOf(item.text) + spacing;
    return { ...item, start, width: widthOf(item.text) };
  });
  return (
    <g>
      {placed.map((item) => {
        // In a right-to-left page the first item sits on the right.
        const left = direction === 'ltr' ? item.start : -item.start - item.width;
        const swatchX = direction === 'ltr' ? left : left + item.width - KEY_SWATCH;
        const textStart = direction === 'ltr' ? left + KEY_SWATCH + gap : left + item.width - KEY_SWATCH - gap;
        return (
          <g key={item.text}>
            <rect
              x={swatchX}
              y={y - KEY_SWATCH / 2}
              width={KEY_SWATCH}
              height={KEY_SWATCH}
              rx={3}
              fill={item.dashed ? '#ece8f3' : '#8d7bb0'}
              stroke={item.dashed ? INK_SOFT : 'none'}
              strokeWidth={2}
              strokeDasharray={item.dashed ? '4 3' : undefined}
            />
            <text x={textStart} y={y} fontSize={KEY_FONT_SIZE} fill={INK} textAnchor="start" dominantBaseline="central">
              {item.text}
            </text>
          </g>
        );
      })}
    </g>
  );
}
