import { Agent, request } from 'node:http';
import type { HostileRequest } from './hostile-request.js';

export interface Answer {
  status: number;
  contentType: string;
  text: string;
}

/**
 * Sends requests byte for byte as generated (fetch would re-encode paths and refuse some bodies and
 * headers), over one keep-alive agent so thousands of them do not cost thousands of connections.
 */
export class RawSender {
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 4 });

  constructor(private readonly port: number) {}

  send(hostile: HostileRequest): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const headers = { ...hostile.headers, 'content-length': String(hostile.body?.length ?? 0) };
      const outgoing = request({ host: '127.0.0.1', port: this.port, method: hostile.method, path: hostile.target, headers, agent: this.agent }, (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            contentType: String(incoming.headers['content-type'] ?? ''),
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      });
      outgoing.on('error', reject);
      outgoing.end(hostile.body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

/** What every answer must be, whatever was asked: never a 5xx, and every error JSON with a code and a message. */
export function answerProblem(answer: Answer): string | undefined {
  if (answer.status >= 500) return `answered ${answer.status}: ${answer.text.slice(0, 300)}`;
  if (answer.status < 400) return undefined;
  if (!answer.contentType.startsWith('application/json'))
    return `error ${answer.status} is not JSON (${answer.contentType || 'no content type'}): ${answer.text.slice(0, 200)}`;
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return `error ${answer.status} says application/json but is not: ${answer.text.slice(0, 200)}`;
  }
  const { code, message } = (body ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code !== 'string' || typeof message !== 'string') return `error ${answer.status} lacks a string code or message: ${answer.text.slice(0, 300)}`;
  return undefined;
}
