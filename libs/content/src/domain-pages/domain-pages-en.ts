// Imported statically: domain pages are pre-rendered and their HTML must carry the texts.
import pages from '../data/domain-pages.en.json' with { type: 'json' };
import type { DefaultDomainId } from '@lifewheel/wheel';
import type { DomainPage } from '../types.js';

// Checked against the schema by the unit tests, like every content file.
export const domainPagesEn = pages as Record<DefaultDomainId, DomainPage>;
