import { ErrorCode, confirmSubscriptionRequestSchema } from '@lifewheel/contracts';
import { errorCodeOf } from '../../api/http.js';

/**
 * What the confirm page shows. `used`: the link did its work already (the address is on the
 * list); `invalid`: a link cut short or unknown; `failed`: nothing was decided (network, server),
 * so the button stays for another try.
 */
export type ConfirmPageState = 'ready' | 'working' | 'done' | 'used' | 'expired' | 'invalid' | 'failed';

interface MutationView {
  isPending: boolean;
  isSuccess: boolean;
  error: unknown;
}

export function confirmPageState(token: string, mutation: MutationView): ConfirmPageState {
  if (!confirmSubscriptionRequestSchema.safeParse({ token }).success) return 'invalid';
  if (mutation.isSuccess) return 'done';
  if (mutation.isPending) return 'working';
  if (!mutation.error) return 'ready';
  switch (errorCodeOf(mutation.error)) {
    case ErrorCode.LinkUsed:
      return 'used';
    case ErrorCode.LinkExpired:
      return 'expired';
    case ErrorCode.NotFound:
    case ErrorCode.ValidationFailed:
      return 'invalid';
    default:
      return 'failed';
  }
}
