// What the mixed load was told happened: the checks afterwards hold the app to exactly this.

export interface Responses {
  domain: string;
  current: number;
  desired: number;
}

export interface AcknowledgedSave {
  idempotencyKey: string;
  token: string;
  responses: Responses[];
}

export interface LoginRequestRecord {
  email: string;
  /** Requests sent for this address (a client asks again when it got no answer or a 5xx). */
  sent: number;
  /** Of those, answered 202. */
  acknowledged: number;
  /** Login links the load confirmed (POST /api/auth/verify answered 200). */
  verifiedTokens: string[];
}

export interface PurchaseRecord {
  email: string;
  /** Our payment session id (GET /api/billing/checkout/{id}). */
  sessionId: string;
  /** Stripe's checkout session id, paid at the stand-in. */
  stripeSessionId: string;
}

export interface LatencySample {
  at: number;
  ms: number;
  operation: string;
  status: number;
}

export class Ledger {
  readonly saves: AcknowledgedSave[] = [];
  /** Idempotency keys of saves never acknowledged (the client gave up): each may have been stored once. */
  readonly abandonedSaveKeys: string[] = [];
  readonly logins: LoginRequestRecord[] = [];
  readonly purchases: PurchaseRecord[] = [];
  /** Answers a client could not have expected (a 4xx to a valid request, a changed read-back). */
  readonly surprises: string[] = [];
  private latencies: LatencySample[] = [];

  recordLatency = (sample: LatencySample): void => {
    this.latencies.push(sample);
  };

  /** The latency samples since the last call (the soak reads them once per period). */
  drainLatencies(): LatencySample[] {
    const drained = this.latencies;
    this.latencies = [];
    return drained;
  }

  surprise(text: string): void {
    // A broken app would repeat the same surprise thousands of times; the first ones tell the story.
    if (this.surprises.length < 200) this.surprises.push(text);
  }
}
