import { Inject, Injectable } from '@nestjs/common';
import { PREMIUM_SECTIONS, type PremiumContent, type PremiumContentRequest, type PremiumPreview } from '@lifewheel/contracts';
import { AppException, ErrorCode } from '@lifewheel/platform';
import { domainOrNotFound } from './premium-lookups.js';
import { PREMIUM_SECTION_LOADERS, type PremiumSectionLoader, type SectionRequest } from './premium-section.js';

/**
 * The premium area's sections, by route value. A section plugs in with its loader (module wiring);
 * one not written yet, like an unknown one, is a 404 with a code, never a 500.
 */
@Injectable()
export class PremiumContentService {
  private readonly loaders: ReadonlyMap<string, PremiumSectionLoader>;

  constructor(@Inject(PREMIUM_SECTION_LOADERS) loaders: readonly PremiumSectionLoader[]) {
    this.loaders = new Map(loaders.map((loader) => [loader.section, loader]));
  }

  content(userId: string, request: PremiumContentRequest): Promise<PremiumContent> {
    const [loader, sectionRequest] = this.resolve(request);
    return loader.content(userId, sectionRequest);
  }

  preview(request: PremiumContentRequest): PremiumPreview {
    const [loader, sectionRequest] = this.resolve(request);
    return loader.preview(sectionRequest);
  }

  private resolve({ section, domain, language }: PremiumContentRequest): [PremiumSectionLoader, SectionRequest] {
    const loader = this.loaders.get(section);
    if (!loader) {
      const known = (PREMIUM_SECTIONS as readonly string[]).includes(section);
      throw new AppException(
        ErrorCode.NotFound,
        known ? 'This premium section is not available yet.' : 'There is no premium section at this address. The sections are tools, deep-dives and plans.',
      );
    }
    return [loader, { language, ...(domain === undefined ? {} : { domain: domainOrNotFound(domain) }) }];
  }
}
