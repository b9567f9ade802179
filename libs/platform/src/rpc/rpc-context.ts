import { BaseRpcContext } from '@nestjs/microservices';
import type { RpcMeta } from '@lifewheel/contracts';

/** What a `@MessagePattern` handler can read with `@Ctx()`: the request's metadata. */
export class RpcContext extends BaseRpcContext<[RpcMeta]> {
  get meta(): RpcMeta {
    return this.getArgByIndex(0);
  }
}
