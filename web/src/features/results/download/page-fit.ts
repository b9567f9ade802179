/** A4 portrait, in millimetres. */
export const A4 = { width: 210, height: 297 } as const;
export const PAGE_MARGIN_MM = 12;

export interface Placement {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Where an image of `image` proportions goes on the page: as wide as the margins allow, shrunk
 * further if it would run past the bottom (the report is always one page), centred across, from
 * the top margin down.
 */
export function fitOnPage(image: { width: number; height: number }, page: { width: number; height: number } = A4, margin = PAGE_MARGIN_MM): Placement {
  if (!(image.width > 0 && image.height > 0)) throw new RangeError('The report image has no size');
  const room = { width: page.width - 2 * margin, height: page.height - 2 * margin };
  const scale = Math.min(room.width / image.width, room.height / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  return { x: (page.width - width) / 2, y: margin, width, height };
}
