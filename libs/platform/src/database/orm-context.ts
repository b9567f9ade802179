import { RequestContext, type EntityManager } from '@mikro-orm/postgresql';
import type { AroundWork } from '../context/request-scope.js';

/**
 * Runs a piece of work (an RPC request, a job) in its own MikroORM RequestContext, so it has its
 * own identity map: `allowGlobalContext` is off, and `@mikro-orm/nestjs` forks a context only in
 * HTTP middleware, which services do not have.
 */
export function withOrmContext(em: EntityManager): AroundWork {
  return (fn) => RequestContext.create(em, fn);
}
