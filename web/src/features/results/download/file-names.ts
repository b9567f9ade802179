import { localDateStamp } from '../results-model.js';

/** `lifewheel-results-2024-03-05.pdf`, `lifewheel-wheel-2024-03-05.png`: the day the assessment was taken. */
export function downloadFileName(kind: 'png' | 'pdf', takenOn: Date): string {
  return `lifewheel-${kind === 'pdf' ? 'results' : 'wheel'}-${localDateStamp(takenOn)}.${kind}`;
}
