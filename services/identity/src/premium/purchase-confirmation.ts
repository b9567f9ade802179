import { Inject, Injectable } from '@nestjs/common';
import { JobName, localizedPath, type Language } from '@lifewheel/contracts';
import { JobQueues, sealJobSecrets } from '@lifewheel/platform';
import { IDENTITY_OPTIONS, type IdentityOptions } from '../identity.options.js';

/**
 * One email per payment: a second grant of the same payment (the webhook delivered twice, the
 * grant event redelivered) queues the same job id, which BullMQ keeps once and the worker's
 * per-job marker sends once.
 */
export const purchaseConfirmationJobId = (paymentId: string) => `purchase-confirmation-${paymentId}`;

export interface PurchaseConfirmationTarget {
  paymentId: string;
  /** The account's address (normalised); travels sealed. */
  email: string;
  language: Language;
}

/** Queues the purchase confirmation for the worker, with the links under the buyer's language. */
@Injectable()
export class PurchaseConfirmation {
  constructor(
    private readonly queues: JobQueues,
    @Inject(IDENTITY_OPTIONS) private readonly options: IdentityOptions,
  ) {}

  async queue({ paymentId, email, language }: PurchaseConfirmationTarget): Promise<void> {
    const siteUrl = this.options.publicUrl.replace(/\/+$/, '');
    await this.queues.enqueue(
      JobName.SendPurchaseConfirmationEmail,
      {
        paymentId,
        language,
        siteUrl,
        dashboardUrl: `${siteUrl}${localizedPath(language, '/premium/dashboard')}`,
        loginUrl: `${siteUrl}${localizedPath(language, '/login')}`,
        secrets: sealJobSecrets(JobName.SendPurchaseConfirmationEmail, { to: email }, this.options.jobSecretKey),
      },
      { jobId: purchaseConfirmationJobId(paymentId) },
    );
  }
}
