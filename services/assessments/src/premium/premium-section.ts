import type { Language, PremiumContent, PremiumPreview, PremiumSection } from '@lifewheel/contracts';
import type { DefaultDomainId } from '@lifewheel/wheel';

/** What a section loader is asked: `domain` absent for the section page, already checked when present. */
export interface SectionRequest {
  domain?: DefaultDomainId;
  language: Language;
}

/**
 * One section of the premium area. `content` is for a premium principal only (its controller
 * checks); `preview` must hold only text written to be public.
 */
export interface PremiumSectionLoader {
  readonly section: PremiumSection;
  content(userId: string, request: SectionRequest): Promise<PremiumContent>;
  preview(request: SectionRequest): PremiumPreview;
}

/** The loaders of the sections that are written, as the module provides them. */
export const PREMIUM_SECTION_LOADERS = Symbol('PREMIUM_SECTION_LOADERS');
