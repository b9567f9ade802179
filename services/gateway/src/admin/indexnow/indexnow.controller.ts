import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { RpcPattern, type IndexNowActionResult, type IndexNowHistory, type IndexNowKeyStatus, type IndexNowPending } from '@lifewheel/contracts';
import { RpcClient } from '@lifewheel/platform';

/** One field of a JSON body, passed on unread (the worker validates it), or undefined. */
function field(body: unknown, name: string): unknown {
  return body && typeof body === 'object' && name in body ? (body as Record<string, unknown>)[name] : undefined;
}

/**
 * /admin-indexnow's API. The gateway only forwards: the worker owns IndexNow and decides (401
 * without a login, 403 for anyone but an admin), validates, and queues every action as a job.
 */
@Controller('api/admin/indexnow')
export class AdminIndexNowController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('status')
  status(): Promise<IndexNowKeyStatus> {
    return this.rpc.send(RpcPattern.IndexNowStatus, {});
  }

  @Get('pending')
  pending(): Promise<IndexNowPending> {
    return this.rpc.send(RpcPattern.IndexNowPending, {});
  }

  /** The admins who asked are kept by user id; their addresses come from identity as the history is read, like the audit log's. */
  @Get('history')
  async history(): Promise<IndexNowHistory> {
    const history = await this.rpc.send(RpcPattern.IndexNowHistory, {});
    const actors = [...new Set(history.attempts.flatMap((attempt) => (attempt.actorUserId ? [attempt.actorUserId] : [])))];
    const { emails } = actors.length > 0 ? await this.rpc.send(RpcPattern.AdminUsersEmails, { userIds: actors }) : { emails: {} as Record<string, string> };
    return {
      ...history,
      attempts: history.attempts.map((attempt) => ({ ...attempt, actorEmail: attempt.actorUserId ? (emails[attempt.actorUserId] ?? null) : null })),
    };
  }

  @Post('submit-changed')
  @HttpCode(202)
  submitChanged(): Promise<IndexNowActionResult> {
    return this.rpc.send(RpcPattern.IndexNowSubmitChanged, {});
  }

  @Post('submit-url')
  @HttpCode(202)
  submitUrl(@Body() body: unknown): Promise<IndexNowActionResult> {
    return this.rpc.forward(RpcPattern.IndexNowSubmitUrl, { path: field(body, 'path') });
  }

  @Post('submit-all')
  @HttpCode(202)
  submitAll(@Body() body: unknown): Promise<IndexNowActionResult> {
    return this.rpc.forward(RpcPattern.IndexNowSubmitAll, { confirm: field(body, 'confirm') });
  }
}
