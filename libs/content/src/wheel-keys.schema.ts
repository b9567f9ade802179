import { z } from 'zod';
import { DEFAULT_DOMAIN_IDS, SCORE_BANDS, type DefaultDomainId, type ScoreBand } from '@lifewheel/wheel';

// Taken from the domain library, so a content file cannot drift from the wheel people fill in.
export const domainIdSchema = z.enum(DEFAULT_DOMAIN_IDS as readonly [DefaultDomainId, ...DefaultDomainId[]]);
export const scoreBandSchema = z.enum(Object.keys(SCORE_BANDS) as [ScoreBand, ...ScoreBand[]]);

/** A piece of text as people read it: not empty, no space at either end. */
export const textSchema = z.string().regex(/^\S(?:[\s\S]*\S)?$/, 'empty, or space at an end');
