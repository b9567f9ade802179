import { schemaTables } from '@lifewheel/platform';

export const IDENTITY_SCHEMA = 'identity';

/**
 * Identity works in plain SQL (`sql` with these names), no entities: its writes are single
 * conditional statements whose atomicity is the point (a login token used once, a premium event
 * applied once and only when newer), and rows are locked with `for update` where they are read to change.
 */
export const identityTables = schemaTables(IDENTITY_SCHEMA, ['users', 'login_tokens', 'sessions', 'premium_events']);
