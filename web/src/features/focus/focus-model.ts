import { FOCUS_LENGTH_DAYS, FOCUS_MAX_TOOLS, type Focus } from '@lifewheel/contracts';
import type { TrendPoint } from '@lifewheel/wheel';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Which day of the focus `now` is: 1 on the day it starts, never past FOCUS_LENGTH_DAYS. */
export function dayOfFocus(startedAt: string, now: Date): number {
  const elapsed = now.getTime() - new Date(startedAt).getTime();
  const day = Math.floor(Math.max(0, elapsed) / DAY_MS) + 1;
  return Math.min(day, FOCUS_LENGTH_DAYS);
}

/** Ended by the person, or past its 30 days (the server still lists it as active until ended). */
export function isFocusFinished(focus: Pick<Focus, 'endedAt' | 'endsAt'>, now: Date): boolean {
  return focus.endedAt !== null || now.getTime() >= new Date(focus.endsAt).getTime();
}

/** The domain's line over the focus: the baseline at the start (if there was one), then each re-rate. */
export function focusTrend(focus: Pick<Focus, 'baseline' | 'startedAt' | 'checkIns'>): TrendPoint[] {
  const start = focus.baseline ? [{ createdAt: focus.startedAt, current: focus.baseline.current, desired: focus.baseline.desired }] : [];
  return [...start, ...focus.checkIns.map(({ createdAt, current, desired }) => ({ createdAt, current, desired }))];
}

/** The desired score a re-rate starts from: the last one the person gave, else the baseline's. */
export function lastDesired(focus: Pick<Focus, 'baseline' | 'checkIns'>): number | undefined {
  return focus.checkIns.at(-1)?.desired ?? focus.baseline?.desired;
}

export type FocusApproach = 'plan' | 'tools';

/** What is wrong with a start form before it is sent (the server checks the same, with the same keys). */
export function startFormProblem(approach: FocusApproach | null, toolIds: readonly string[]): 'approachRequired' | 'toolsTooMany' | null {
  if (approach === null || (approach === 'tools' && toolIds.length === 0)) return 'approachRequired';
  if (approach === 'tools' && toolIds.length > FOCUS_MAX_TOOLS) return 'toolsTooMany';
  return null;
}
