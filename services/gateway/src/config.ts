import { baseEnvSchema, gatewayEnvSchema, indexNowKeyEnvSchema, journeyBatchEnvSchema } from '@lifewheel/platform/config';
import type { z } from 'zod';

// INDEXNOW_KEY: the gateway serves /{key}.txt for the search engines (the worker submits).
// JOURNEY_*: the browser's journey events leave in batches.
export const gatewayConfigSchema = baseEnvSchema.extend(gatewayEnvSchema.shape).extend(indexNowKeyEnvSchema.shape).extend(journeyBatchEnvSchema.shape);
export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;
export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');
