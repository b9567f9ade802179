import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  PREMIUM_HISTORY_PAGE_SIZE,
  encodeHistoryCursor,
  type PremiumAssessmentList,
  type PremiumHistoryRequest,
  type PremiumTrends,
} from '@lifewheel/contracts';
import { computeResults, domainChanges, domainTrends, isDefaultDomainSet, isStuck } from '@lifewheel/wheel';
import { AssessmentSchema } from '../assessments/assessment.entity.js';
import { FocusCheckInSchema } from './focus/focus-check-in.entity.js';

/** The premium dashboard's view of a person's own saved assessments. `userId` comes from a verified principal only. */
@Injectable()
export class PremiumAssessmentsService {
  constructor(private readonly em: EntityManager) {}

  /**
   * One page of the history, newest first, each with its change since the one before it. The page
   * starts after the cursor's (date, id), the order's own keys, so a save made meanwhile (newer
   * than every page) never shifts or repeats an entry.
   */
  async history(userId: string, request: PremiumHistoryRequest): Promise<PremiumAssessmentList> {
    const { cursor } = request;
    const after = cursor ? { $or: [{ createdAt: { $lt: cursor.createdAt } }, { createdAt: cursor.createdAt, id: { $lt: cursor.id } }] } : {};
    // One more than shown: it says whether there is a next page, and gives the last listed one its change.
    const rows = await this.em.find(
      AssessmentSchema,
      { userId, ...after },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit: PREMIUM_HISTORY_PAGE_SIZE + 1 },
    );
    const results = rows.map((row) => computeResults(row.wheel, row.responses));
    const shown = rows.slice(0, PREMIUM_HISTORY_PAGE_SIZE);
    const last = shown.at(-1);
    return {
      assessments: shown.map((row, index) => {
        const previous = results[index + 1];
        return {
          token: row.token,
          createdAt: row.createdAt.toISOString(),
          wheelName: row.wheel.name,
          results: results[index]!,
          changes: previous ? domainChanges(previous, results[index]!) : null,
        };
      }),
      nextCursor: rows.length > PREMIUM_HISTORY_PAGE_SIZE && last ? encodeHistoryCursor({ createdAt: last.createdAt, id: last.id }) : null,
    };
  }

  /**
   * Each default domain's series over every check-in of the default wheel and every focus re-rate
   * of that domain (merged by time), with its stuck flag: a re-rate moves its domain's trend.
   */
  async trends(userId: string): Promise<PremiumTrends> {
    const [rows, reRates] = await Promise.all([
      this.em.find(AssessmentSchema, { userId }, { fields: ['wheel', 'responses', 'createdAt'], orderBy: { createdAt: 'asc', id: 'asc' } }),
      this.em.find(FocusCheckInSchema, { userId }, { fields: ['domain', 'current', 'desired', 'createdAt'], orderBy: { createdAt: 'asc', id: 'asc' } }),
    ]);
    const checkIns = rows
      .map((row) => ({ createdAt: row.createdAt.toISOString(), results: computeResults(row.wheel, row.responses) }))
      .filter((checkIn) => isDefaultDomainSet(checkIn.results));
    const domains = domainTrends(checkIns).map((trend) => {
      const own = reRates.filter((reRate) => reRate.domain === trend.domain);
      if (own.length === 0) return trend;
      const points = [
        ...trend.points,
        ...own.map((reRate) => ({ createdAt: reRate.createdAt.toISOString(), current: reRate.current, desired: reRate.desired })),
      ];
      // Stable sort: a re-rate at the very moment of an assessment comes after it.
      points.sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
      return { ...trend, points, stuck: isStuck(points.map((point) => point.current)) };
    });
    return { checkIns: checkIns.length + reRates.length, domains };
  }
}
