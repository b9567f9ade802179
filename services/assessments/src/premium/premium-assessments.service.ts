import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { PREMIUM_ASSESSMENTS_LIMIT, type PremiumAssessmentList } from '@lifewheel/contracts';
import { computeResults, domainChanges } from '@lifewheel/wheel';
import { AssessmentSchema } from '../assessments/assessment.entity.js';

/** The premium dashboard's view of a person's own saved assessments. */
@Injectable()
export class PremiumAssessmentsService {
  constructor(private readonly em: EntityManager) {}

  /** Newest first, each with its change since the one before it. `userId` comes from a verified principal only. */
  async listOwnedBy(userId: string): Promise<PremiumAssessmentList> {
    // One more than shown: the oldest listed one still gets its change since the one before it.
    const rows = await this.em.find(AssessmentSchema, { userId }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: PREMIUM_ASSESSMENTS_LIMIT + 1 });
    const results = rows.map((row) => computeResults(row.wheel, row.responses));
    return {
      assessments: rows.slice(0, PREMIUM_ASSESSMENTS_LIMIT).map((row, index) => {
        const previous = results[index + 1];
        return {
          token: row.token,
          createdAt: row.createdAt.toISOString(),
          wheelName: row.wheel.name,
          results: results[index]!,
          changes: previous ? domainChanges(previous, results[index]!) : null,
        };
      }),
      truncated: rows.length > PREMIUM_ASSESSMENTS_LIMIT,
    };
  }
}
