import { loadConfigOrExit } from '@lifewheel/platform/config';
import { startTelemetry } from '@lifewheel/platform/telemetry';
import { observabilityEnvSchema } from './config.js';

const config = loadConfigOrExit('observability', observabilityEnvSchema);
startTelemetry('observability', config.SERVICE_VERSION);
// Loaded only now, so tracing is in place before the modules it instruments.
const { start } = await import('./start.js');
await start(config);
