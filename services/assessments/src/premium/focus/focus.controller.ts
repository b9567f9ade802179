import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import {
  RpcPattern,
  endFocusRequestSchema,
  focusCheckInRequestSchema,
  focusRemindersRequestSchema,
  focusSuggestionsRequestSchema,
  focusOverviewRequestSchema,
  startFocusRequestSchema,
  type Focus,
  type FocusCheckIn,
  type FocusOverview,
  type FocusSuggestions,
  type Principal,
} from '@lifewheel/contracts';
import { CurrentPrincipal, parsePayload, RequirePremium, RpcContext, RpcHandler } from '@lifewheel/platform';
import { FocusSuggestionsService } from './focus-suggestions.service.js';
import { FocusService } from './focus.service.js';

/**
 * The premium loop: gap, tool, re-rate. Premium is checked here on the signed principal (401
 * without one, 403 for a free account); the focus is always the principal's own.
 */
@Controller()
export class FocusController {
  constructor(
    private readonly suggestions: FocusSuggestionsService,
    private readonly focus: FocusService,
  ) {}

  @RpcHandler(RpcPattern.PremiumSuggestions)
  @RequirePremium()
  suggest(@Payload() payload: unknown, @CurrentPrincipal() principal: Principal): Promise<FocusSuggestions> {
    const { assessment, language } = parsePayload(focusSuggestionsRequestSchema, payload);
    return this.suggestions.suggest(principal.userId, assessment, language);
  }

  @RpcHandler(RpcPattern.PremiumFocusGet)
  @RequirePremium()
  overview(@Payload() payload: unknown, @CurrentPrincipal() principal: Principal): Promise<FocusOverview> {
    return this.focus.overview(principal.userId, parsePayload(focusOverviewRequestSchema, payload).language);
  }

  @RpcHandler(RpcPattern.PremiumFocusStart)
  @RequirePremium()
  start(@Payload() payload: unknown, @Ctx() context: RpcContext, @CurrentPrincipal() principal: Principal): Promise<Focus> {
    return this.focus.start(principal, parsePayload(startFocusRequestSchema, payload), context.meta.idempotencyKey);
  }

  @RpcHandler(RpcPattern.PremiumFocusEnd)
  @RequirePremium()
  end(@Payload() payload: unknown, @CurrentPrincipal() principal: Principal): Promise<Focus> {
    return this.focus.end(principal.userId, parsePayload(endFocusRequestSchema, payload).focusId);
  }

  @RpcHandler(RpcPattern.PremiumFocusReminders)
  @RequirePremium()
  reminders(@Payload() payload: unknown, @CurrentPrincipal() principal: Principal): Promise<Focus> {
    const { focusId, enabled } = parsePayload(focusRemindersRequestSchema, payload);
    return this.focus.setReminders(principal, focusId, enabled);
  }

  @RpcHandler(RpcPattern.PremiumFocusCheckIn)
  @RequirePremium()
  checkIn(@Payload() payload: unknown, @Ctx() context: RpcContext, @CurrentPrincipal() principal: Principal): Promise<FocusCheckIn> {
    const { focusId, current, desired } = parsePayload(focusCheckInRequestSchema, payload);
    return this.focus.checkIn(principal.userId, focusId, current, desired, context.meta.idempotencyKey);
  }
}
