import { Injectable } from '@nestjs/common';
import { RpcPattern, type SessionResolved } from '@lifewheel/contracts';
import { RemoteError, RpcClient } from '@lifewheel/platform';
import { PrincipalCache } from './principal-cache.js';

/** Turns a session cookie into identity's answer: a signed principal and the user, or nothing. */
@Injectable()
export class SessionResolver {
  private readonly cache = new PrincipalCache();

  constructor(private readonly rpc: RpcClient) {}

  /** undefined when the session is unknown, ended or expired; other failures (503) are thrown. */
  async resolve(sessionToken: string): Promise<SessionResolved | undefined> {
    const cached = this.cache.get(sessionToken);
    if (cached) return { ...cached, renewed: false };
    try {
      const resolved = await this.rpc.send<SessionResolved>(RpcPattern.IdentitySessionResolve, { sessionToken }, { principal: '' });
      this.cache.set(sessionToken, resolved);
      return resolved;
    } catch (error) {
      if (error instanceof RemoteError && error.body.statusCode === 401) return undefined;
      throw error;
    }
  }

  forget(sessionToken: string): void {
    this.cache.delete(sessionToken);
  }
}
