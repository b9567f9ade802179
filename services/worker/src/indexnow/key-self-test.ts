import type { IndexNowKeyStatus } from '@lifewheel/contracts';

/**
 * Fetches our own key file through PUBLIC_URL, as an engine would, and checks what the protocol
 * asks: a 200, `text/plain; charset=utf-8`, and a body that is the key and nothing else.
 */
export async function keySelfTest(keyLocation: string, key: string): Promise<IndexNowKeyStatus['selfTest']> {
  let response: Response;
  try {
    response = await fetch(keyLocation, { redirect: 'manual', signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    return { passed: false, status: null, contentType: null, bodyMatches: false, problem: `could not fetch ${keyLocation}: ${(error as Error).message}` };
  }
  const body = await response.text();
  const contentType = response.headers.get('content-type');
  const bodyMatches = body === key;
  const typeOk = /^text\/plain\s*;\s*charset=utf-8$/i.test(contentType ?? '');
  const problems = [
    response.status === 200 ? null : `answered ${response.status}, not 200`,
    typeOk ? null : `content type is ${contentType ?? 'missing'}, not text/plain; charset=utf-8`,
    bodyMatches ? null : 'the body is not exactly the key',
  ].filter((problem): problem is string => problem !== null);
  return { passed: problems.length === 0, status: response.status, contentType, bodyMatches, problem: problems.length === 0 ? null : problems.join('; ') };
}
