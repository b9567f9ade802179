import { baseEnvSchema, gatewayEnvSchema } from '@lifewheel/platform/config';
import type { z } from 'zod';

export const gatewayConfigSchema = baseEnvSchema.extend(gatewayEnvSchema.shape);
export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;
export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');
