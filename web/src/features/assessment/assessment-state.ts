import { SCORE_MAX, SCORE_MIN } from '@lifewheel/wheel';

export type Field = 'current' | 'desired';
export type Answers = Record<string, { current?: number; desired?: number }>;

interface Change {
  step: number;
  domain: string;
  field: Field;
  previous: number | undefined;
}

export interface AssessmentState {
  domains: string[];
  answers: Answers;
  step: number;
  /** Answer changes, newest last, for Undo. */
  history: Change[];
}

export type AssessmentAction =
  { type: 'answer'; value: number } | { type: 'next' } | { type: 'previous' } | { type: 'undo' } | { type: 'restore'; answers: Answers };

/**
 * The whole questionnaire: first how satisfied the person is today with every domain (the
 * "current" half), then how satisfied they want to be (the "desired" half).
 */
export function initialState(domains: string[], answers: Answers = {}, step = 0): AssessmentState {
  return { domains, answers, step: Math.min(Math.max(0, step), domains.length * 2 - 1), history: [] };
}

export const totalSteps = (state: AssessmentState) => state.domains.length * 2;

export function questionAt(state: AssessmentState, step = state.step): { domain: string; field: Field } {
  const count = state.domains.length;
  return { domain: state.domains[step % count] as string, field: step < count ? 'current' : 'desired' };
}

export function answerAt(state: AssessmentState, step = state.step): number | undefined {
  const { domain, field } = questionAt(state, step);
  return state.answers[domain]?.[field];
}

export const isComplete = (state: AssessmentState) =>
  state.domains.every((domain) => state.answers[domain]?.current !== undefined && state.answers[domain]?.desired !== undefined);

export const isLastStep = (state: AssessmentState) => state.step === totalSteps(state) - 1;

/** The first question still without an answer, where a returning visitor picks up. */
export function firstUnanswered(state: AssessmentState): number {
  for (let step = 0; step < totalSteps(state); step += 1) if (answerAt(state, step) === undefined) return step;
  return totalSteps(state) - 1;
}

export function assessmentReducer(state: AssessmentState, action: AssessmentAction): AssessmentState {
  switch (action.type) {
    case 'answer': {
      if (!Number.isInteger(action.value) || action.value < SCORE_MIN || action.value > SCORE_MAX) return state;
      const { domain, field } = questionAt(state);
      const previous = state.answers[domain]?.[field];
      if (previous === action.value) return state;
      return {
        ...state,
        answers: { ...state.answers, [domain]: { ...state.answers[domain], [field]: action.value } },
        history: [...state.history, { step: state.step, domain, field, previous }],
      };
    }
    case 'next':
      return answerAt(state) === undefined || isLastStep(state) ? state : { ...state, step: state.step + 1 };
    case 'previous':
      return state.step === 0 ? state : { ...state, step: state.step - 1 };
    case 'restore': {
      // Stored answers from an earlier visit: continue at the first open question, history clean.
      const restored = initialState(state.domains, action.answers);
      return { ...restored, step: firstUnanswered(restored) };
    }
    case 'undo': {
      const last = state.history.at(-1);
      if (!last) return state;
      const restored = { ...state.answers[last.domain] };
      if (last.previous === undefined) delete restored[last.field];
      else restored[last.field] = last.previous;
      // Undo also returns to the question it changed, so the person sees what was undone.
      return { ...state, answers: { ...state.answers, [last.domain]: restored }, step: last.step, history: state.history.slice(0, -1) };
    }
  }
}

/** Digits 1-9 choose that score and 0 chooses 10 (issue: keyboard use). */
export function scoreForKey(key: string): number | null {
  if (!/^[0-9]$/.test(key)) return null;
  return key === '0' ? 10 : Number(key);
}
