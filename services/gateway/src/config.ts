import { baseEnvSchema, gatewayEnvSchema, indexNowKeyEnvSchema } from '@lifewheel/platform/config';
import type { z } from 'zod';

// INDEXNOW_KEY: the gateway serves /{key}.txt for the search engines (the worker submits).
export const gatewayConfigSchema = baseEnvSchema.extend(gatewayEnvSchema.shape).extend(indexNowKeyEnvSchema.shape);
export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;
export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');
