import { freePortsBelowEphemeral } from './listen-ports.js';

/** Handed out in this process already: two calls at once must not both get the same free port. */
const handedOut: number[] = [];

/**
 * A port nobody listens on right now, so tests never collide with `npm start`. Below the ephemeral
 * range (listen-ports.ts): a test that kills and restarts a process must find its port still free.
 */
export async function freePort(): Promise<number> {
  const port = await freePortsBelowEphemeral(1, handedOut);
  handedOut.push(port);
  return port;
}
