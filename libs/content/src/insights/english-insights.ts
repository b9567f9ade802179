// English, imported statically: for tests and pages that compare against the source texts.
import english from '../data/insights.en.json' with { type: 'json' };
import type { DefaultDomainId } from '@lifewheel/wheel';
import type { DomainInsight, InsightFile } from '../types.js';

const file: InsightFile = english as InsightFile;

export const insights: Record<DefaultDomainId, DomainInsight> = file.insights;
/** For a domain the person named themselves; its texts hold a `{{domain}}` placeholder. */
export const genericInsight: DomainInsight = file.generic;
