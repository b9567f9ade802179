/** Injection tokens of what the platform module provides to every service. */
export const LOGGER = Symbol('LOGGER');
export const SERVICE_CONFIG = Symbol('SERVICE_CONFIG');
export const SERVICE_NAME = Symbol('SERVICE_NAME');
