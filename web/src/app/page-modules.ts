/**
 * The meta tag in which web/prerender.mjs lists a pre-rendered app page's own modules (its chunk,
 * its language's texts), which web/src/boot.ts preloads with the app once the page has painted.
 */
export const PAGE_MODULES_META = 'lifewheel:page-modules';
