export * from './redacting-exporter.js';
export * from './start-telemetry.js';
export * from './propagation.js';
