// A small SVG of a soak: RSS per process, Redis's memory and the p99 latency over time, one panel
// each, sharing the time axis. Pure (samples in, text out), so it is unit tested.

export interface Series {
  name: string;
  points: { x: number; y: number }[];
}

export interface Panel {
  title: string;
  unit: string;
  series: Series[];
}

const WIDTH = 760;
const PANEL_HEIGHT = 170;
const LEFT = 64;
const RIGHT = 150;
const TOP = 28;
const GAP = 44;
// Distinguishable for most colour vision (Okabe-Ito), and legible on white.
const COLOURS = ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#E69F00', '#56B4E9', '#000000'];

const escapeXml = (text: string): string => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
const round = (n: number): string => (Math.round(n * 10) / 10).toString();

/** A round-ish upper bound for an axis: 1, 2 or 5 times a power of ten, at least `max`. */
export function niceCeiling(max: number): number {
  if (!(max > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  return [1, 2, 5, 10].map((step) => step * power).find((candidate) => candidate >= max)!;
}

function panelSvg(panel: Panel, index: number, maxX: number): string {
  const top = TOP + index * (PANEL_HEIGHT + GAP);
  const plotWidth = WIDTH - LEFT - RIGHT;
  const maxY = niceCeiling(Math.max(0, ...panel.series.flatMap((s) => s.points.map((p) => p.y))));
  const x = (value: number) => LEFT + (maxX > 0 ? (value / maxX) * plotWidth : 0);
  const y = (value: number) => top + PANEL_HEIGHT - (value / maxY) * PANEL_HEIGHT;
  const grid = [0, 0.5, 1]
    .map((share) => {
      const value = maxY * share;
      return `<line x1="${LEFT}" x2="${LEFT + plotWidth}" y1="${round(y(value))}" y2="${round(y(value))}" stroke="#ddd"/><text x="${LEFT - 6}" y="${round(y(value) + 4)}" text-anchor="end">${round(value)}</text>`;
    })
    .join('');
  const lines = panel.series
    .map((s, i) => {
      const colour = COLOURS[i % COLOURS.length]!;
      const path = s.points.map((p) => `${round(x(p.x))},${round(y(p.y))}`).join(' ');
      const legendY = top + 12 + i * 16;
      return `<polyline fill="none" stroke="${colour}" stroke-width="1.5" points="${path}"/><line x1="${LEFT + plotWidth + 12}" x2="${LEFT + plotWidth + 28}" y1="${legendY - 4}" y2="${legendY - 4}" stroke="${colour}" stroke-width="3"/><text x="${LEFT + plotWidth + 32}" y="${legendY}">${escapeXml(s.name)}</text>`;
    })
    .join('');
  return `<g><text x="${LEFT}" y="${top - 10}" font-weight="bold">${escapeXml(panel.title)} (${escapeXml(panel.unit)})</text>${grid}<line x1="${LEFT}" x2="${LEFT}" y1="${top}" y2="${top + PANEL_HEIGHT}" stroke="#555"/>${lines}</g>`;
}

export function svgPlot(panels: Panel[], caption: string): string {
  const maxX = Math.max(0, ...panels.flatMap((panel) => panel.series.flatMap((s) => s.points.map((p) => p.x))));
  const height = TOP + panels.length * (PANEL_HEIGHT + GAP) + 10;
  const axisY = height - GAP + 14;
  const ticks = [0, 0.25, 0.5, 0.75, 1]
    .map((share) => `<text x="${round(LEFT + share * (WIDTH - LEFT - RIGHT))}" y="${axisY}" text-anchor="middle">${round(share * maxX)}</text>`)
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height + 20}" viewBox="0 0 ${WIDTH} ${height + 20}" font-family="sans-serif" font-size="11" fill="#222">`,
    `<title>${escapeXml(caption)}</title>`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    ...panels.map((panel, index) => panelSvg(panel, index, maxX)),
    ticks,
    `<text x="${LEFT + (WIDTH - LEFT - RIGHT) / 2}" y="${axisY + 16}" text-anchor="middle">minutes</text>`,
    `</svg>`,
    '',
  ].join('\n');
}
