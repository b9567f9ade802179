/**
 * Where "now" comes from. The alert rules are all about time (an hour's failures, an hour's
 * cooldown), so tests hand in a clock they move themselves instead of waiting on the real one.
 */
export interface Clock {
  now(): Date;
}

export const CLOCK = Symbol('CLOCK');

export const systemClock: Clock = { now: () => new Date() };
