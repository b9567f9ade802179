import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { INDEXNOW_MAX_BATCH, isValidIndexNowKey } from '@lifewheel/contracts';

/** What the stand-in can be told to answer instead of checking (the real service's other answers). */
export type ScriptedCode = 200 | 202 | 400 | 403 | 422 | 429 | 500 | 503;
export interface ScriptedAnswer {
  status: ScriptedCode;
  /** Sent as Retry-After (seconds) with a 429 or 5xx. */
  retryAfterSeconds?: number;
}

export interface RecordedSubmission {
  at: Date;
  host: string;
  key: string;
  keyLocation: string | undefined;
  urlList: string[];
  /** null while the stand-in holds the answer back (see `hold`). */
  status: number | null;
}

interface Held {
  release: () => void;
}

/**
 * A local IndexNow endpoint (indexnow.org's protocol), so nothing leaves the machine in tests and
 * in `npm start`. It records every submission and, like the real service, checks the request (one
 * host, at most 10,000 URLs, a well-formed key) and fetches the key file, answering 200 when it
 * holds exactly the key and 403 when not. Tests (or `POST /control`) can script the next answers:
 * 202, 403, 422, 429 with Retry-After, 5xx. `hold` keeps a request open, to kill a worker mid-batch.
 */
export class IndexNowStandIn {
  readonly submissions: RecordedSubmission[] = [];
  private readonly scripted: ScriptedAnswer[] = [];
  private readonly holds = new Map<number, { onReceived: (submission: RecordedSubmission) => void; held: Held }>();
  private server?: Server;
  private port = 0;
  private readonly listeners = new Set<() => void>();

  async start(port = 0, host = '127.0.0.1'): Promise<string> {
    this.server = createServer((req, res) => void this.route(req, res));
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(port, host, () => resolve());
    });
    this.port = (this.server.address() as AddressInfo).port;
    return this.endpoint;
  }

  /** INDEXNOW_ENDPOINT for the worker. */
  get endpoint(): string {
    return `http://127.0.0.1:${this.port}/indexnow`;
  }

  /** The next submissions get these answers, in order, instead of the key check's. */
  answerNext(...answers: ScriptedAnswer[]): void {
    this.scripted.push(...answers);
  }

  /**
   * The submission with this number (1 for the first this stand-in receives) is recorded but not
   * answered until `release` is called; resolves once it has arrived. A worker killed meanwhile
   * never learns the answer.
   */
  hold(submissionNumber: number): Promise<{ submission: RecordedSubmission; release: () => void }> {
    return new Promise((resolve) => {
      const held: Held = { release: () => undefined };
      this.holds.set(submissionNumber, { onReceived: (submission) => resolve({ submission, release: () => held.release() }), held });
    });
  }

  /** Resolves once `predicate` holds for the submissions recorded so far (checked on each one). */
  waitFor(predicate: (submissions: readonly RecordedSubmission[]) => boolean, timeoutMs = 30_000): Promise<void> {
    return new Promise((resolve, reject) => {
      const check = () => {
        if (!predicate(this.submissions)) return;
        clearTimeout(timer);
        this.listeners.delete(check);
        resolve();
      };
      const timer = setTimeout(() => {
        this.listeners.delete(check);
        reject(new Error(`the IndexNow stand-in did not see the expected submissions within ${timeoutMs} ms (saw ${this.submissions.length})`));
      }, timeoutMs);
      this.listeners.add(check);
      check();
    });
  }

  async stop(): Promise<void> {
    for (const { held } of this.holds.values()) held.release();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server?.closeAllConnections();
  }

  private async route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
    if (req.method === 'GET' && path === '/submissions') return json(res, 200, this.submissions);
    if (req.method === 'POST' && path === '/control') {
      const body = (await readJson(req)) as Partial<ScriptedAnswer> & { times?: number };
      if (typeof body?.status !== 'number') return json(res, 400, { message: 'send { status, retryAfterSeconds?, times? }' });
      for (let i = 0; i < (body.times ?? 1); i += 1)
        this.answerNext({ status: body.status as ScriptedCode, ...(body.retryAfterSeconds ? { retryAfterSeconds: body.retryAfterSeconds } : {}) });
      return json(res, 200, { queued: this.scripted.length });
    }
    if (req.method !== 'POST' || path !== '/indexnow') return json(res, 404, { message: 'not found' });
    const body = (await readJson(req)) as { host?: unknown; key?: unknown; keyLocation?: unknown; urlList?: unknown } | undefined;
    const submission: RecordedSubmission = {
      at: new Date(),
      host: String(body?.host ?? ''),
      key: String(body?.key ?? ''),
      keyLocation: typeof body?.keyLocation === 'string' ? body.keyLocation : undefined,
      urlList: Array.isArray(body?.urlList) ? body.urlList.map(String) : [],
      status: null,
    };
    this.submissions.push(submission);
    const hold = this.holds.get(this.submissions.length);
    this.holds.delete(this.submissions.length);
    if (hold) {
      await new Promise<void>((resolve) => {
        hold.held.release = resolve;
        hold.onReceived(submission);
      });
    }
    const scripted = this.scripted.shift();
    const answer = scripted ?? { status: await this.check(body) };
    submission.status = answer.status;
    if (answer.retryAfterSeconds !== undefined) res.setHeader('retry-after', String(answer.retryAfterSeconds));
    res.writeHead(answer.status).end();
    for (const listener of [...this.listeners]) listener();
  }

  /** The real service's checks, in its order: the request's shape, the URLs' host, then the key file. */
  private async check(body: { host?: unknown; key?: unknown; keyLocation?: unknown; urlList?: unknown } | undefined): Promise<ScriptedCode> {
    if (!body || typeof body.host !== 'string' || typeof body.key !== 'string' || !Array.isArray(body.urlList)) return 400;
    if (body.urlList.length === 0 || body.urlList.length > INDEXNOW_MAX_BATCH) return 400;
    if (!isValidIndexNowKey(body.key)) return 422;
    const ofHost = (url: unknown) => {
      try {
        return new URL(String(url)).host === body.host;
      } catch {
        return false;
      }
    };
    if (!body.urlList.every(ofHost)) return 422;
    const keyLocation = typeof body.keyLocation === 'string' ? body.keyLocation : `https://${body.host}/${body.key}.txt`;
    if (!ofHost(keyLocation)) return 422;
    try {
      const response = await fetch(keyLocation, { redirect: 'manual', signal: AbortSignal.timeout(10_000) });
      const text = await response.text();
      return response.status === 200 && text.trim() === body.key ? 200 : 403;
    } catch {
      return 403;
    }
  }
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return undefined;
  }
}
