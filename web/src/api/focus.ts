import type { Focus, FocusCheckIn, FocusOverview, FocusSuggestions, StartFocusRequest } from '@lifewheel/contracts';
import { apiRequest } from './http.js';

// The premium loop's routes (libs/contracts premium-focus.contract.ts). Premium only, except the
// stop link, which anyone holding the emailed token may use.

/** Tools for the biggest gaps of one assessment, or of the person's latest one without a token. */
export function fetchFocusSuggestions(assessmentToken: string | null, language: string, signal?: AbortSignal): Promise<FocusSuggestions> {
  const query = new URLSearchParams({ ...(assessmentToken ? { assessment: assessmentToken } : {}), lang: language });
  return apiRequest('GET', `/api/premium/suggestions?${query}`, undefined, {}, signal);
}

/** The tools' titles and summaries come in `language`. */
export function fetchFocusOverview(language: string, signal?: AbortSignal): Promise<FocusOverview> {
  return apiRequest('GET', `/api/premium/focus?lang=${encodeURIComponent(language)}`, undefined, {}, signal);
}

export function startFocus(request: StartFocusRequest): Promise<Focus> {
  return apiRequest('POST', '/api/premium/focus', request);
}

/** An empty JSON body: the gateway takes API writes as JSON only. */
export function endFocus(focusId: string): Promise<Focus> {
  return apiRequest('POST', `/api/premium/focus/${encodeURIComponent(focusId)}/end`, {});
}

export function setFocusReminders(focusId: string, enabled: boolean): Promise<Focus> {
  return apiRequest('PUT', `/api/premium/focus/${encodeURIComponent(focusId)}/reminders`, { enabled });
}

export function addFocusCheckIn(focusId: string, scores: { current: number; desired?: number }): Promise<FocusCheckIn> {
  return apiRequest('POST', `/api/premium/focus/${encodeURIComponent(focusId)}/check-ins`, scores);
}

/** Public: the token comes from the reminder email; a POST, so a mail scanner's GET never stops anything. */
export function stopFocusReminders(token: string): Promise<unknown> {
  return apiRequest('POST', '/api/focus-reminders/stop', { token });
}
