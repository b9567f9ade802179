import type { DeviceClass } from '@lifewheel/contracts';

// Tablets first: an iPad or an Android tablet also says "Mobile" in places, and an Android tablet
// is an Android without "Mobile". iPadOS 13+ claims to be a Mac; that one counts as a desktop.
const TABLET = /\b(ipad|tablet|kindle|silk|playbook)\b|android(?!.*\bmobile\b)/i;
const MOBILE = /\b(mobi|iphone|ipod|android|windows phone|blackberry|opera mini)\b|\bmobile\b/i;

/** The screen class the funnel filters by, read from a user agent (no header: desktop). */
export function deviceClassOf(userAgent: string | undefined): DeviceClass {
  if (!userAgent) return 'desktop';
  if (TABLET.test(userAgent)) return 'tablet';
  if (MOBILE.test(userAgent)) return 'mobile';
  return 'desktop';
}
