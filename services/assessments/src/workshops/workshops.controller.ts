import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  RpcPattern,
  answerWorkshopRequestSchema,
  createWorkshopRequestSchema,
  joinWorkshopRequestSchema,
  workshopIdRequestSchema,
  type Principal,
  type WorkshopFacilitatorView,
  type WorkshopParticipantView,
  type WorkshopSummary,
} from '@lifewheel/contracts';
import { AppException, CurrentPrincipal, Public, RequirePrincipal, RpcHandler } from '@lifewheel/platform';
import type { z } from 'zod';
import { WorkshopsService } from './workshops.service.js';

function parse<S extends z.ZodType>(schema: S, payload: unknown): z.infer<S> {
  const request = schema.safeParse(payload ?? {});
  if (!request.success) throw AppException.fromZod(request.error);
  return request.data;
}

/**
 * Workshops. The facilitator's handlers need a logged-in principal and act only on its own sessions
 * (anyone else's answer 404); the participants' are public: the join code is the credential, and
 * their answers are anonymous (a random id the phone keeps).
 */
@Controller()
export class WorkshopsController {
  constructor(private readonly workshops: WorkshopsService) {}

  @RpcHandler(RpcPattern.WorkshopsCreate)
  @RequirePrincipal()
  create(@Payload() payload: unknown, @CurrentPrincipal() principal: Principal): Promise<WorkshopFacilitatorView> {
    return this.workshops.create(parse(createWorkshopRequestSchema, payload), principal.userId);
  }

  @RpcHandler(RpcPattern.WorkshopsList)
  @RequirePrincipal()
  list(@CurrentPrincipal() principal: Principal): Promise<{ workshops: WorkshopSummary[] }> {
    return this.workshops.list(principal.userId);
  }

  @RpcHandler(RpcPattern.WorkshopsGet)
  @RequirePrincipal()
  get(@Payload() payload: unknown, @CurrentPrincipal() principal: Principal): Promise<WorkshopFacilitatorView> {
    return this.workshops.get(parse(workshopIdRequestSchema, payload).workshopId, principal.userId);
  }

  @RpcHandler(RpcPattern.WorkshopsReveal)
  @RequirePrincipal()
  reveal(@Payload() payload: unknown, @CurrentPrincipal() principal: Principal): Promise<WorkshopFacilitatorView> {
    return this.workshops.reveal(parse(workshopIdRequestSchema, payload).workshopId, principal.userId);
  }

  @RpcHandler(RpcPattern.WorkshopsClose)
  @RequirePrincipal()
  close(@Payload() payload: unknown, @CurrentPrincipal() principal: Principal): Promise<WorkshopFacilitatorView> {
    return this.workshops.close(parse(workshopIdRequestSchema, payload).workshopId, principal.userId);
  }

  @RpcHandler(RpcPattern.WorkshopsJoin)
  @Public()
  join(@Payload() payload: unknown): Promise<WorkshopParticipantView> {
    const request = parse(joinWorkshopRequestSchema, payload);
    return this.workshops.join(request.code, request.participantId);
  }

  @RpcHandler(RpcPattern.WorkshopsView)
  @Public()
  view(@Payload() payload: unknown): Promise<WorkshopParticipantView & { workshopId: string }> {
    const request = parse(joinWorkshopRequestSchema, payload);
    return this.workshops.view(request.code, request.participantId);
  }

  @RpcHandler(RpcPattern.WorkshopsAnswer)
  @Public()
  answer(@Payload() payload: unknown): Promise<WorkshopParticipantView> {
    return this.workshops.answer(parse(answerWorkshopRequestSchema, payload));
  }
}
