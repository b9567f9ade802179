/**
 * GET answers a page needs as soon as it opens, asked for by web/src/boot.ts while the app's code is
 * still on its way (a results page's assessment): the request no longer waits for the app to load
 * and render first. Each is handed out once, so a refetch or a retry asks the server again.
 */
const pending = new Map<string, Promise<Response>>();

export function fetchEarly(url: string): void {
  const answer = fetch(url, { credentials: 'include' });
  // Nobody may ever take it (the visitor left at once); a failure is seen by whoever does.
  answer.catch(() => undefined);
  pending.set(url, answer);
}

export function takeEarlyAnswer(url: string): Promise<Response> | undefined {
  const answer = pending.get(url);
  pending.delete(url);
  return answer;
}
