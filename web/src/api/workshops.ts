import type { WorkshopFacilitatorView, WorkshopParticipantView, WorkshopSummary } from '@lifewheel/contracts';
import type { DomainResponse, WheelConfig } from '@lifewheel/wheel';
import { apiRequest } from './http.js';

const TIMEOUT_MS = 15_000;
const timeout = () => AbortSignal.timeout(TIMEOUT_MS);

export function createWorkshop(body: { name: string; language: string; wheel?: WheelConfig }): Promise<WorkshopFacilitatorView> {
  return apiRequest('POST', '/api/workshops', body, {}, timeout());
}

export function listWorkshops(signal?: AbortSignal): Promise<{ workshops: WorkshopSummary[] }> {
  return apiRequest('GET', '/api/workshops', undefined, {}, signal);
}

export function getWorkshop(id: string, signal?: AbortSignal): Promise<WorkshopFacilitatorView> {
  return apiRequest('GET', `/api/workshops/${encodeURIComponent(id)}`, undefined, {}, signal);
}

export function workshopAction(id: string, action: 'reveal' | 'close'): Promise<WorkshopFacilitatorView> {
  return apiRequest('POST', `/api/workshops/${encodeURIComponent(id)}/${action}`, {}, {}, timeout());
}

export function joinWorkshop(code: string, participantId: string, signal?: AbortSignal): Promise<WorkshopParticipantView> {
  return apiRequest('POST', `/api/join/${encodeURIComponent(code)}`, { participantId }, {}, signal);
}

export function answerWorkshop(code: string, participantId: string, responses: DomainResponse[], language: string): Promise<WorkshopParticipantView> {
  return apiRequest('POST', `/api/join/${encodeURIComponent(code)}/answer`, { participantId, responses, language }, {}, timeout());
}

export const facilitatorEventsUrl = (id: string) => `/api/workshops/${encodeURIComponent(id)}/events`;
export const participantEventsUrl = (code: string) => `/api/join/${encodeURIComponent(code)}/events`;
