// Ports for the private stack that stay free across restarts. Ports the OS hands out (`listen(0)`)
// come from the ephemeral range, which it also uses for outgoing connections: under load, a
// process killed and restarted found its port taken by some client's socket (EADDRINUSE) and
// crash-looped. Below that range nothing is handed out behind our back.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

const LOWEST = 10_000;

/** The first port of Linux's ephemeral range (32768 unless configured otherwise). */
export function ephemeralStart(rangeFile = '/proc/sys/net/ipv4/ip_local_port_range'): number {
  try {
    const first = Number(readFileSync(rangeFile, 'utf8').trim().split(/\s+/)[0]);
    return Number.isInteger(first) && first > LOWEST + 1_000 ? first : 32_768;
  } catch {
    return 32_768;
  }
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    // 0.0.0.0, as the processes' probe servers listen: a port free on loopback alone is not enough.
    server.listen(port, () => server.close(() => resolve(true)));
  });
}

/** `count` consecutive ports below the ephemeral range, each free right now and none of `taken`. */
export async function freePortsBelowEphemeral(count: number, taken: readonly number[] = []): Promise<number> {
  const top = ephemeralStart() - count;
  for (;;) {
    const base = LOWEST + Math.floor(Math.random() * (top - LOWEST));
    const ports = Array.from({ length: count }, (_, i) => base + i);
    if (ports.some((port) => taken.includes(port))) continue;
    if ((await Promise.all(ports.map(canListen))).every(Boolean)) return base;
  }
}
