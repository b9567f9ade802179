import type { Language, PremiumContent, PremiumPreview, PremiumSection, ToolNote, ToolProgress } from '@lifewheel/contracts';
import { apiRequest } from './http.js';

const sectionPath = (section: PremiumSection, domain?: string) => `${encodeURIComponent(section)}${domain ? `/${encodeURIComponent(domain)}` : ''}`;

/** Premium only: a visitor's 401 and a free account's 403 come back as the error. */
export function fetchPremiumContent(section: PremiumSection, domain: string | undefined, language: Language, signal?: AbortSignal): Promise<PremiumContent> {
  return apiRequest('GET', `/api/premium/content/${sectionPath(section, domain)}?lang=${language}`, undefined, {}, signal);
}

/** Public: what a visitor may see of a section, written to be public. */
export function fetchPremiumPreview(section: PremiumSection, domain: string | undefined, language: Language, signal?: AbortSignal): Promise<PremiumPreview> {
  return apiRequest('GET', `/api/premium/preview/${sectionPath(section, domain)}?lang=${language}`, undefined, {}, signal);
}

export function setToolDone(toolId: string, done: boolean): Promise<ToolProgress> {
  return apiRequest('PUT', `/api/premium/tools/${encodeURIComponent(toolId)}/done`, { done });
}

/** The key makes a retried save (a lost answer) return the first note instead of a second one. */
export function createToolNote(toolId: string, body: string, idempotencyKey: string): Promise<ToolNote> {
  return apiRequest('POST', `/api/premium/tools/${encodeURIComponent(toolId)}/notes`, { body }, { 'Idempotency-Key': idempotencyKey });
}

export function updateToolNote(noteId: string, body: string): Promise<ToolNote> {
  return apiRequest('PATCH', `/api/premium/notes/${encodeURIComponent(noteId)}`, { body });
}

export function deleteToolNote(noteId: string): Promise<{ deleted: true }> {
  return apiRequest('DELETE', `/api/premium/notes/${encodeURIComponent(noteId)}`);
}
