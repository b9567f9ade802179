import { createServer, type Server } from 'node:http';
import { AppException } from '../errors/app-exception.js';
import { ErrorCode } from '../errors/error-code.js';

export interface HealthProbes {
  /** The process is not wedged (event loop turning). */
  live: () => boolean;
  /** The process can do its work now (dependencies reachable, not shutting down). */
  ready: () => Promise<boolean>;
}

/** `/health/live` and `/health/ready` on a port of their own, for processes without an HTTP API. */
export function startHealthServer(port: number, probes: HealthProbes): Promise<Server> {
  const server = createServer((req, res) => {
    const answer = (ok: boolean) => {
      res.writeHead(ok ? 200 : 503, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: ok ? 'up' : 'down' }));
    };
    if (req.url === '/health/live') return answer(probes.live());
    if (req.url === '/health/ready') {
      return void probes.ready().then(answer, () => answer(false));
    }
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(new AppException(ErrorCode.EndpointNotFound, 'Only /health/live and /health/ready live here').toBody()));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '0.0.0.0', () => resolve(server));
  });
}
