import { DEFAULT_DOMAINS } from '@lifewheel/wheel';

/** A valid body for POST /api/assessments rating the 12 default domains. */
export function defaultAssessmentBody(seed = 0) {
  return {
    responses: DEFAULT_DOMAINS.map((domain, index) => ({
      domain: domain.name,
      current: ((index + seed) % 10) + 1,
      desired: ((index + seed + 3) % 10) + 1,
    })),
    language: 'en',
  };
}

export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  // Browsers send Origin on every POST, and the gateway refuses state-changing requests without ours.
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(url).origin, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, json: json as Record<string, unknown>, text, headers: response.headers };
}

/** Saves the default assessment through `baseUrl`'s gateway and gives its results token (for a results page to open). */
export async function savedAssessmentToken(baseUrl: string): Promise<string> {
  const saved = await postJson(`${baseUrl}/api/assessments`, defaultAssessmentBody());
  const token = saved.json?.['token'];
  if (saved.status !== 201 || typeof token !== 'string') throw new Error(`saving an assessment answered ${saved.status}: ${saved.text}`);
  return token;
}
