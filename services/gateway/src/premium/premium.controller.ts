import { Controller, Get } from '@nestjs/common';
import { RpcPattern, type PremiumAssessmentList } from '@lifewheel/contracts';
import { RpcClient } from '@lifewheel/platform';

/**
 * The premium area's API. The gateway only forwards: the session's signed principal travels with
 * the RPC, and the service decides (401 without a login, 403 for a free account).
 */
@Controller('api/premium')
export class PremiumController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('assessments')
  assessments(): Promise<PremiumAssessmentList> {
    return this.rpc.send(RpcPattern.PremiumAssessmentsList, {});
  }
}
