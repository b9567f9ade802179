// Container health check for docker-compose (the slim image has neither curl nor wget):
//   node tools/docker/healthcheck.mjs [path]      default path /health/ready
// Asks the process in this container on HEALTH_PORT, or PORT for the gateway, and exits 0 only
// on a 2xx answer within the time limit.
const port = process.env.HEALTH_PORT || process.env.PORT || '3000';
const path = process.argv[2] ?? '/health/ready';
const timeoutMs = Number(process.env.HEALTHCHECK_TIMEOUT_MS ?? 2000);

let healthy = false;
try {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(timeoutMs) });
  healthy = response.ok;
  if (!healthy) console.error(`${path} on port ${port}: HTTP ${response.status}`);
} catch (error) {
  console.error(`${path} on port ${port}: ${error instanceof Error ? error.message : String(error)}`);
}
// Exit at once: an idle keep-alive socket would otherwise hold the check open for seconds.
process.exit(healthy ? 0 : 1);
