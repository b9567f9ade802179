// Is a Redis answering on host:port? A raw PING over TCP: quicker and quieter than a client
// library, which would retry and log while nothing listens.
import { createConnection } from 'node:net';

export type PingResult = { ok: true } | { ok: false; reason: string };

export function pingRedis(host: string, port: number, timeoutMs = 1_000): Promise<PingResult> {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port });
    let reply = '';
    const finish = (result: PingResult): void => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(timeoutMs, () => finish({ ok: false, reason: `no answer within ${timeoutMs} ms` }));
    socket.on('error', (error: NodeJS.ErrnoException) => finish({ ok: false, reason: error.code ?? error.message }));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk.toString('utf8');
      if (!reply.includes('\r\n')) return;
      // "+PONG" is a usable Redis; "-NOAUTH ..." is one that wants a password we do not have.
      finish(reply.startsWith('+PONG') ? { ok: true } : { ok: false, reason: reply.trim() });
    });
  });
}
