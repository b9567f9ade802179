import { describe, expect, it } from 'vitest';
import { answerAt, assessmentReducer, firstUnanswered, initialState, isComplete, questionAt, scoreForKey, totalSteps } from './assessment-state.js';

const domains = ['Work', 'Health', 'Play'];

describe('assessment state', () => {
  it('asks every current satisfaction first, then every desired one', () => {
    const state = initialState(domains);
    expect(totalSteps(state)).toBe(6);
    expect([0, 1, 2, 3, 4, 5].map((step) => questionAt(state, step))).toEqual([
      { domain: 'Work', field: 'current' },
      { domain: 'Health', field: 'current' },
      { domain: 'Play', field: 'current' },
      { domain: 'Work', field: 'desired' },
      { domain: 'Health', field: 'desired' },
      { domain: 'Play', field: 'desired' },
    ]);
  });

  it('moves on only from an answered question and never past the end', () => {
    let state = initialState(domains);
    state = assessmentReducer(state, { type: 'next' });
    expect(state.step).toBe(0);
    state = assessmentReducer(state, { type: 'answer', value: 4 });
    state = assessmentReducer(state, { type: 'next' });
    expect(state.step).toBe(1);
    state = assessmentReducer(state, { type: 'previous' });
    expect(state.step).toBe(0);
    expect(answerAt(state)).toBe(4);
    expect(assessmentReducer(state, { type: 'previous' }).step).toBe(0);
  });

  it('ignores scores outside 1-10', () => {
    const state = initialState(domains);
    for (const value of [0, 11, 2.5, Number.NaN]) expect(assessmentReducer(state, { type: 'answer', value })).toBe(state);
  });

  it('undoes answer changes one by one, going back to the question changed', () => {
    let state = initialState(domains);
    state = assessmentReducer(state, { type: 'answer', value: 3 });
    state = assessmentReducer(state, { type: 'answer', value: 5 });
    state = assessmentReducer(state, { type: 'next' });
    state = assessmentReducer(state, { type: 'answer', value: 8 });
    state = assessmentReducer(state, { type: 'undo' });
    expect(state.step).toBe(1);
    expect(state.answers['Health']).toEqual({});
    state = assessmentReducer(state, { type: 'undo' });
    expect(state.step).toBe(0);
    expect(state.answers['Work']).toEqual({ current: 3 });
    state = assessmentReducer(state, { type: 'undo' });
    expect(state.answers['Work']).toEqual({});
    expect(assessmentReducer(state, { type: 'undo' })).toBe(state);
  });

  it('knows when it is complete and where a returning visitor continues', () => {
    const partial = initialState(domains, { Work: { current: 2, desired: 9 }, Health: { current: 5 } });
    expect(isComplete(partial)).toBe(false);
    expect(firstUnanswered(partial)).toBe(2);
    const full = initialState(domains, { Work: { current: 2, desired: 9 }, Health: { current: 5, desired: 6 }, Play: { current: 1, desired: 10 } });
    expect(isComplete(full)).toBe(true);
  });

  it('restores stored answers at the first open question with a clean undo history', () => {
    let state = assessmentReducer(initialState(domains), { type: 'answer', value: 7 });
    state = assessmentReducer(state, { type: 'restore', answers: { Work: { current: 2 }, Health: { current: 3 } } });
    expect(state.step).toBe(2);
    expect(state.history).toEqual([]);
    expect(state.answers).toEqual({ Work: { current: 2 }, Health: { current: 3 } });
  });

  it('maps digit keys to scores, 0 meaning 10', () => {
    expect(['1', '5', '9', '0', 'a', 'Enter'].map(scoreForKey)).toEqual([1, 5, 9, 10, null, null]);
  });
});
