// Spec section 9: open after 700 ms; once one tooltip has been open, the next opens at once for
// 300 ms (the skip delay), so moving along a row of items feels immediate. Shared by the app's
// tooltip (components/tooltip.tsx) and the content pages' (content/tooltips.ts).
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
