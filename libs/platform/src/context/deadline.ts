import { currentRequestScope } from './request-scope.js';

/** The caller has already given up on this request (and answered 503); its work must not land. */
export class DeadlineExceededError extends Error {
  constructor(readonly deadline: number) {
    super(`Request deadline passed ${Date.now() - deadline} ms ago`);
    this.name = 'DeadlineExceededError';
  }
}

/** Throws when the current request's deadline has passed; call it last inside a transaction. */
export function assertWithinDeadline(deadline = currentRequestScope()?.deadline): void {
  if (deadline !== undefined && Date.now() >= deadline) throw new DeadlineExceededError(deadline);
}
