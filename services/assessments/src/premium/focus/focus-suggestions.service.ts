import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { SUGGESTED_GAPS, TOOLS_PER_GAP, type FocusSuggestions, type Language } from '@lifewheel/contracts';
import { toolsForGaps } from '@lifewheel/content/coaching-tools';
import { largestGaps } from '@lifewheel/wheel';
import { AppException, ErrorCode } from '@lifewheel/platform';
import { AssessmentSchema } from '../../assessments/assessment.entity.js';
import { defaultWheelResults, domainIdOf, latestDefaultWheel, type DefaultWheelScores } from './default-wheel-scores.js';
import { suggestedTool } from './focus-view.js';

const assessmentNotFound = () => new AppException(ErrorCode.NotFound, 'We could not find this assessment. Check the link of its results page.');

/** The first step of the loop: the biggest gaps of a wheel, each with the tools that fit it best. */
@Injectable()
export class FocusSuggestionsService {
  constructor(private readonly em: EntityManager) {}

  /**
   * From the assessment of `token` (anyone holding a results link can read it, so it need not be the
   * person's own), or else from the person's newest default wheel. A custom wheel has no tools: no gaps.
   */
  async suggest(userId: string, token: string | undefined, language: Language = 'en'): Promise<FocusSuggestions> {
    const source = token === undefined ? await latestDefaultWheel(this.em, userId) : await this.byToken(token);
    if (!source) return { assessmentToken: token ?? null, gaps: [] };
    const gaps = largestGaps(source.results, SUGGESTED_GAPS).flatMap((result) => {
      const domain = domainIdOf(result);
      if (!domain) return [];
      // Ranked for this one gap: the domain's own tools first, then those that serve it on the side.
      const tools = toolsForGaps([{ domainId: domain, gap: result.gap }], TOOLS_PER_GAP).map((tool) => suggestedTool(tool, language));
      return [{ domain, current: result.current, desired: result.desired, gap: result.gap, tools }];
    });
    return { assessmentToken: source.token, gaps };
  }

  private async byToken(token: string): Promise<DefaultWheelScores | null> {
    // Tokens are 64 characters; anything else names nothing and needs no query.
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(token)) throw assessmentNotFound();
    const row = await this.em.findOne(AssessmentSchema, { token }, { fields: ['token', 'wheel', 'responses'] });
    if (!row) throw assessmentNotFound();
    const results = defaultWheelResults(row);
    return results ? { token: row.token, results } : null;
  }
}
