// The wheel's geometry, free of React and the DOM so it can be unit tested. Angles are in radians,
// measured clockwise on screen from 12 o'clock; the wheel's centre is the origin (0, 0) and SVG's
// y axis points down. A right-to-left page runs the domains counter-clockwise, so the wheel reads
// in the same direction as the page.
import { estimateTextWidth, wrapLabel } from './label-wrap.js';
import { textDirection } from './text-direction.js';

export type Direction = 'ltr' | 'rtl';
export type LabelMode = 'names' | 'numbers';
export type PhysicalAlign = 'left' | 'center' | 'right';

export interface Point {
  x: number;
  y: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The score each guide ring marks. */
export const RING_SCORES = [2, 4, 6, 8, 10] as const;
export const MAX_SCORE = 10;

/** Sizes in SVG units; the chart scales to its container, so only their proportions matter. */
export const WHEEL_SIZES = {
  radius: 150,
  nameGap: 12,
  nameFontSize: 13,
  nameLineHeight: 16,
  nameMaxWidth: 124,
  nameMaxLines: 3,
  badgeRadius: 14,
  badgeGap: 22,
  badgeFontSize: 14,
  margin: 6,
} as const;

const round = (value: number) => Math.round(value * 100) / 100 + 0;

export function pointAt(radius: number, angle: number): Point {
  return { x: round(radius * Math.sin(angle)), y: round(-radius * Math.cos(angle)) };
}

/** Start, end and middle of wedge `index` of `count`; `end` is always greater than `start`. */
export function wedgeAngles(index: number, count: number, direction: Direction = 'ltr'): { start: number; end: number; mid: number } {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`A wheel needs at least one wedge, got ${String(count)}`);
  if (!Number.isInteger(index) || index < 0 || index >= count) throw new RangeError(`Wedge ${String(index)} is not in a wheel of ${count}`);
  const step = (2 * Math.PI) / count;
  const start = direction === 'ltr' ? index * step : -(index + 1) * step;
  const end = start + step;
  return { start, end, mid: start + step / 2 };
}

/** Radius that draws `score` on a wheel of `radius`; a score of 10 reaches the rim. */
export function scoreRadius(score: number, radius: number = WHEEL_SIZES.radius): number {
  return (Math.min(Math.max(score, 0), MAX_SCORE) / MAX_SCORE) * radius;
}

/** A pie slice from the centre to `radius`, swept clockwise from `start` to `end`. */
export function wedgePath(radius: number, start: number, end: number): string {
  if (radius <= 0 || end <= start) return '';
  const from = pointAt(radius, start);
  const to = pointAt(radius, end);
  const largeArc = end - start > Math.PI ? 1 : 0;
  return `M 0 0 L ${from.x} ${from.y} A ${round(radius)} ${round(radius)} 0 ${largeArc} 1 ${to.x} ${to.y} Z`;
}

/**
 * Which side of its anchor a label sits on, in screen terms: labels on the right half of the
 * wheel start at the anchor and run outwards, those on the left end at it, those near the top or
 * bottom are centred on it.
 */
export function labelAlign(angle: number): PhysicalAlign {
  const sin = Math.sin(angle);
  if (Math.abs(sin) < 0.2) return 'center';
  return sin > 0 ? 'left' : 'right';
}

/**
 * The box of a label of `width` x `height` anchored at `angle` on a circle of `anchorRadius`:
 * above the anchor at 12 o'clock, below it at 6, vertically centred at 3 and 9, in between
 * elsewhere, so no label overlaps the wheel.
 */
export function labelBox(angle: number, anchorRadius: number, width: number, height: number): Box & { align: PhysicalAlign } {
  const anchor = pointAt(anchorRadius, angle);
  const align = labelAlign(angle);
  const x = align === 'center' ? anchor.x - width / 2 : align === 'left' ? anchor.x : anchor.x - width;
  const y = anchor.y - (height * (1 + Math.cos(angle))) / 2;
  return { x: round(x), y: round(y), width: round(width), height: round(height), align };
}

/** The `text-anchor` that puts a text's physical left, centre or right at its x. */
export function textAnchor(align: PhysicalAlign, direction: Direction): 'start' | 'middle' | 'end' {
  if (align === 'center') return 'middle';
  return (align === 'left') === (direction === 'ltr') ? 'start' : 'end';
}

/** The x a text line is drawn at, for a box and its alignment. */
export function textX(box: Box, align: PhysicalAlign): number {
  return round(align === 'left' ? box.x : align === 'right' ? box.x + box.width : box.x + box.width / 2);
}

export interface WedgeLayout {
  index: number;
  start: number;
  end: number;
  mid: number;
  currentPath: string;
  desiredPath: string;
}

export interface NameLabelLayout {
  index: number;
  lines: string[];
  box: Box;
  align: PhysicalAlign;
  /** The label's own direction (its first strong letter), which may differ from the page's. */
  direction: Direction;
}

export interface BadgeLayout {
  index: number;
  center: Point;
  text: string;
}

export interface WheelLayout {
  radius: number;
  wedges: WedgeLayout[];
  names: NameLabelLayout[];
  badges: BadgeLayout[];
  /** Spoke ends on the rim, one per wedge boundary. */
  spokes: Point[];
  rings: { score: number; radius: number }[];
  viewBox: Box;
}

export interface WheelInput {
  scores: { current: number; desired: number }[];
  labels: string[];
  labelMode: LabelMode;
  direction: Direction;
  locale?: string;
  /** Extra room below the wheel (the exported image's key), in SVG units. */
  footerHeight?: number;
}

function unionBox(boxes: Box[]): Box {
  const minX = Math.min(...boxes.map((box) => box.x));
  const minY = Math.min(...boxes.map((box) => box.y));
  const maxX = Math.max(...boxes.map((box) => box.x + box.width));
  const maxY = Math.max(...boxes.map((box) => box.y + box.height));
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}

/** Everything the chart draws, and a viewBox that holds all of it and nothing more. */
export function layoutWheel(input: WheelInput): WheelLayout {
  const { scores, labels, labelMode, direction, locale, footerHeight = 0 } = input;
  const { radius } = WHEEL_SIZES;
  const count = scores.length;
  const wedges = scores.map((score, index) => {
    const { start, end, mid } = wedgeAngles(index, count, direction);
    return {
      index,
      start,
      end,
      mid,
      currentPath: wedgePath(scoreRadius(score.current, radius), start, end),
      desiredPath: wedgePath(scoreRadius(score.desired, radius), start, end),
    };
  });

  const names: NameLabelLayout[] =
    labelMode === 'names'
      ? wedges.map(({ index, mid }) => {
          const lines = wrapLabel(labels[index] ?? '', {
            maxWidth: WHEEL_SIZES.nameMaxWidth,
            fontSize: WHEEL_SIZES.nameFontSize,
            maxLines: WHEEL_SIZES.nameMaxLines,
            ...(locale ? { locale } : {}),
          });
          const height = Math.max(1, lines.length) * WHEEL_SIZES.nameLineHeight;
          const width = Math.min(WHEEL_SIZES.nameMaxWidth, Math.max(0, ...lines.map((line) => estimateTextWidth(line, WHEEL_SIZES.nameFontSize, locale))));
          const { align, ...box } = labelBox(mid, radius + WHEEL_SIZES.nameGap, width, height);
          return { index, lines, box, align, direction: textDirection(labels[index] ?? '', direction) };
        })
      : [];

  const badges: BadgeLayout[] =
    labelMode === 'numbers' ? wedges.map(({ index, mid }) => ({ index, center: pointAt(radius + WHEEL_SIZES.badgeGap, mid), text: String(index + 1) })) : [];

  // Numbered, the box is the circle the badges ride on, whatever their number: the same square for
  // any wheel, so the results page's frame (drawn before the answer says how many areas there are)
  // keeps the wheel's exact size, and nothing below it moves when the wedges arrive.
  const reach = radius + WHEEL_SIZES.badgeGap + WHEEL_SIZES.badgeRadius;
  const content =
    labelMode === 'numbers'
      ? { x: -reach, y: -reach, width: 2 * reach, height: 2 * reach }
      : unionBox([{ x: -radius, y: -radius, width: 2 * radius, height: 2 * radius }, ...names.map((name) => name.box)]);
  const { margin } = WHEEL_SIZES;
  const viewBox = {
    x: round(content.x - margin),
    y: round(content.y - margin),
    width: round(content.width + 2 * margin),
    height: round(content.height + 2 * margin + footerHeight),
  };

  return {
    radius,
    wedges,
    names,
    badges,
    spokes: wedges.map(({ start }) => pointAt(radius, start)),
    rings: RING_SCORES.map((score) => ({ score, radius: scoreRadius(score, radius) })),
    viewBox,
  };
}
