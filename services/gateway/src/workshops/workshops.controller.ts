import { Body, Controller, Get, HttpCode, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { RpcPattern, type WorkshopFacilitatorView, type WorkshopParticipantView, type WorkshopSummary } from '@lifewheel/contracts';
import { AppException, ErrorCode, RemoteError, RpcClient } from '@lifewheel/platform';
import { sessionTokenOf } from '../auth/session-cookie.js';
import { SessionResolver } from '../auth/session-resolver.js';
import { RateLimitGuard, RateLimited } from '../http/rate-limiter.js';
import { firstViewOrRetryLater, serveEventStream } from './event-stream.js';
import { WorkshopEventsHub } from './workshop-events.hub.js';

const bodyOf = (body: unknown): Record<string, unknown> => (body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {});
const participantOf = (value: unknown): { participantId?: string } => (typeof value === 'string' && value !== '' ? { participantId: value } : {});
/** The view is gone for good (unknown session, not the caller's, logged out): the stream ends. */
const gone = (error: unknown) => error instanceof RemoteError && [401, 403, 404].includes(error.body.statusCode);

/**
 * Workshops (issue 22): the facilitator's routes (logged in; assessments decides ownership from the
 * signed principal) and the participants' (public, by join code). Participants are not rate-limited
 * per address: a whole room answers from one network.
 */
@Controller('api')
export class WorkshopsController {
  private readonly participantViews = new Map<string, Promise<WorkshopParticipantView & { workshopId: string }>>();

  constructor(
    private readonly rpc: RpcClient,
    private readonly hub: WorkshopEventsHub,
    private readonly sessions: SessionResolver,
  ) {}

  @Post('workshops')
  @HttpCode(201)
  @UseGuards(RateLimitGuard)
  @RateLimited('workshops-create')
  create(@Body() body: unknown): Promise<WorkshopFacilitatorView> {
    return this.rpc.forward(RpcPattern.WorkshopsCreate, bodyOf(body));
  }

  @Get('workshops')
  list(): Promise<{ workshops: WorkshopSummary[] }> {
    return this.rpc.forward(RpcPattern.WorkshopsList, {});
  }

  @Get('workshops/:id')
  get(@Param('id') workshopId: string): Promise<WorkshopFacilitatorView> {
    return this.rpc.forward(RpcPattern.WorkshopsGet, { workshopId });
  }

  @Post('workshops/:id/reveal')
  @HttpCode(200)
  reveal(@Param('id') workshopId: string): Promise<WorkshopFacilitatorView> {
    return this.rpc.forward(RpcPattern.WorkshopsReveal, { workshopId });
  }

  @Post('workshops/:id/close')
  @HttpCode(200)
  close(@Param('id') workshopId: string): Promise<WorkshopFacilitatorView> {
    return this.rpc.forward(RpcPattern.WorkshopsClose, { workshopId });
  }

  /** The facilitator's live view: the first answer checks ownership; each change sends the fresh view. */
  @Get('workshops/:id/events')
  async facilitatorEvents(@Param('id') workshopId: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    const first = await firstViewOrRetryLater(res, () => this.rpc.forward(RpcPattern.WorkshopsGet, { workshopId }));
    if (!first) return;
    const sessionToken = sessionTokenOf(req);
    const fetch = async (): Promise<WorkshopFacilitatorView | undefined> => {
      // The principal is short-lived: each fetch asks for the session's current one (cached).
      const resolved = sessionToken ? await this.sessions.resolve(sessionToken) : undefined;
      if (!resolved) return undefined;
      try {
        return await this.rpc.send(RpcPattern.WorkshopsGet, { workshopId }, { principal: resolved.principal });
      } catch (error) {
        if (gone(error)) return undefined;
        throw error;
      }
    };
    await serveEventStream(req, res, first, fetch, (listener) => this.hub.listen(first.id, listener));
  }

  @Post('join/:code')
  @HttpCode(200)
  join(@Param('code') code: string, @Body() body: unknown): Promise<WorkshopParticipantView> {
    return this.rpc.send(RpcPattern.WorkshopsJoin, { code, ...participantOf(bodyOf(body)['participantId']) });
  }

  @Post('join/:code/answer')
  @HttpCode(200)
  answer(@Param('code') code: string, @Body() body: unknown): Promise<WorkshopParticipantView> {
    return this.rpc.send(RpcPattern.WorkshopsAnswer, { ...bodyOf(body), code } as never);
  }

  /**
   * The participant view of a session, fetched once for every phone this gateway serves: all phones
   * see the same view (their own answer stays on the phone), so a reveal to 300 phones costs one
   * RPC per gateway, not 300.
   */
  private participantView(code: string): Promise<WorkshopParticipantView & { workshopId: string }> {
    const inFlight = this.participantViews.get(code);
    if (inFlight) return inFlight;
    const fetched = this.rpc.send(RpcPattern.WorkshopsView, { code }).finally(() => this.participantViews.delete(code));
    this.participantViews.set(code, fetched);
    return fetched;
  }

  /** A participant's live view: status and, after the reveal, the group's result; never owner data. */
  @Get('join/:code/events')
  async participantEvents(@Param('code') code: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    // No participant id in a URL (it would be logged): the phone keeps its own answer.
    const loaded = await firstViewOrRetryLater(res, () => this.rpc.send(RpcPattern.WorkshopsView, { code }));
    if (!loaded) return;
    const { workshopId, ...first } = loaded;
    const fetch = async (): Promise<WorkshopParticipantView | undefined> => {
      try {
        const { workshopId: _id, ...view } = await this.participantView(code);
        return view;
      } catch (error) {
        if (gone(error)) return undefined;
        throw error;
      }
    };
    if (!workshopId) throw new AppException(ErrorCode.NotFound, 'We could not find a session with this code.');
    // A phone's view changes with the reveal and the close only: answers and joins are not its business.
    await serveEventStream(
      req,
      res,
      first,
      fetch,
      (listener) => this.hub.listen(workshopId, listener),
      (kind) => kind === 'revealed' || kind === 'closed',
    );
  }
}
