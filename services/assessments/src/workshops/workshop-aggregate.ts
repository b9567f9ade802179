import { MIN_ANSWERS_FOR_AGGREGATE, type WorkshopAggregate, type WorkshopDomainAggregate } from '@lifewheel/contracts';
import { SCORE_MAX, SCORE_MIN, domainKey, type DomainResponse, type WheelConfig } from '@lifewheel/wheel';

/** The value at quantile q (0–1) of sorted numbers, interpolating between neighbours; rounded to a tenth. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const above = Math.ceil(position);
  const value = sorted[below]! + (sorted[above]! - sorted[below]!) * (position - below);
  return Math.round(value * 10) / 10;
}

const LARGEST_GAPS = 3;

/**
 * The group's result over finished answers: per domain the medians, the spread and the distribution
 * of current scores, and the largest shared gaps. Below MIN_ANSWERS_FOR_AGGREGATE answers there is
 * none (null): a handful of answers could single someone out.
 */
export function workshopAggregate(wheel: WheelConfig, answers: readonly (readonly DomainResponse[])[]): WorkshopAggregate | null {
  if (answers.length < MIN_ANSWERS_FOR_AGGREGATE) return null;
  const domains: WorkshopDomainAggregate[] = wheel.domains.map((domain) => {
    const key = domainKey(domain.name);
    const ratings = answers.map((responses) => responses.find((response) => domainKey(response.domain) === key)).filter((found) => found !== undefined);
    const current = ratings.map((rating) => rating.current).sort((a, b) => a - b);
    const desired = ratings.map((rating) => rating.desired).sort((a, b) => a - b);
    const distribution = Array.from({ length: SCORE_MAX - SCORE_MIN + 1 }, () => 0);
    for (const score of current) distribution[score - SCORE_MIN]! += 1;
    const medianCurrent = quantile(current, 0.5);
    const medianDesired = quantile(desired, 0.5);
    return {
      domain: domain.name,
      current: medianCurrent,
      desired: medianDesired,
      q1: quantile(current, 0.25),
      q3: quantile(current, 0.75),
      min: current[0] ?? 0,
      max: current.at(-1) ?? 0,
      distribution,
      gap: Math.round((medianDesired - medianCurrent) * 10) / 10,
    };
  });
  const largestGaps = domains
    .filter((domain) => domain.gap > 0)
    .sort((a, b) => b.gap - a.gap)
    .slice(0, LARGEST_GAPS)
    .map((domain) => ({ domain: domain.domain, gap: domain.gap }));
  return { answers: answers.length, domains, largestGaps };
}
