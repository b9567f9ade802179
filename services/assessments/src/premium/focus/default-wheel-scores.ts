import type { EntityManager } from '@mikro-orm/postgresql';
import { computeResults, findDefaultDomain, isDefaultDomainSet, type DefaultDomainId, type DomainResult } from '@lifewheel/wheel';
import { AssessmentSchema } from '../../assessments/assessment.entity.js';

/** How many saved assessments are read per round while looking for the newest default wheel. */
const PAGE = 20;

export interface DefaultWheelScores {
  token: string;
  results: DomainResult[];
}

/** The results of a saved wheel if it rates exactly the 12 default domains (custom wheels have no tools or focus). */
export function defaultWheelResults(row: { wheel: Parameters<typeof computeResults>[0]; responses: Parameters<typeof computeResults>[1] }) {
  const results = computeResults(row.wheel, row.responses);
  return isDefaultDomainSet(results) ? results : null;
}

/** The person's newest saved assessment of the default wheel, if any. Custom wheels in between are skipped. */
export async function latestDefaultWheel(em: EntityManager, userId: string): Promise<DefaultWheelScores | null> {
  for (let offset = 0; ; offset += PAGE) {
    const rows = await em.find(
      AssessmentSchema,
      { userId },
      { fields: ['token', 'wheel', 'responses'], orderBy: { createdAt: 'desc', id: 'desc' }, limit: PAGE, offset },
    );
    for (const row of rows) {
      const results = defaultWheelResults(row);
      if (results) return { token: row.token, results };
    }
    if (rows.length < PAGE) return null;
  }
}

/** The default domain a result of a default wheel is about. */
export function domainIdOf(result: DomainResult): DefaultDomainId | undefined {
  return findDefaultDomain(result.domain)?.id;
}

/** One domain's scores in a default wheel's results. */
export function scoresOf(results: readonly DomainResult[], domain: DefaultDomainId): { current: number; desired: number } | null {
  const result = results.find((candidate) => domainIdOf(candidate) === domain);
  return result ? { current: result.current, desired: result.desired } : null;
}
