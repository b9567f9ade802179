import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { MikroORM, RequestContext, type EntityManager } from '@mikro-orm/postgresql';
import { Observable } from 'rxjs';

/**
 * Runs every RPC handler in its own MikroORM RequestContext (its own identity map), since
 * `@mikro-orm/nestjs` forks one only in HTTP middleware.
 */
@Injectable()
export class OrmRequestContextInterceptor implements NestInterceptor {
  constructor(private readonly orm: MikroORM) {}

  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return new Observable((subscriber) => RequestContext.create(this.orm.em, () => next.handle().subscribe(subscriber)));
  }
}

/** The same for job handlers and other work outside Nest's pipeline. */
export function withOrmContext(em: EntityManager): <T>(fn: () => Promise<T>) => Promise<T> {
  return (fn) => RequestContext.create(em, fn);
}
