import type { DomainChange } from '@lifewheel/wheel';

/** How many areas went up, down or stayed, by current satisfaction. */
export function changeSummary(changes: readonly DomainChange[]): { up: number; down: number; same: number } {
  return {
    up: changes.filter((change) => change.current > 0).length,
    down: changes.filter((change) => change.current < 0).length,
    same: changes.filter((change) => change.current === 0).length,
  };
}
