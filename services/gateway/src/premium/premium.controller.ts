import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import {
  RpcPattern,
  type Focus,
  type FocusCheckIn,
  type FocusOverview,
  type FocusSuggestions,
  type PremiumAssessmentList,
  type PremiumContent,
  type PremiumPreview,
  type PremiumTrends,
  type ToolNote,
  type ToolProgress,
} from '@lifewheel/contracts';
import { RpcClient } from '@lifewheel/platform';
import { RateLimitGuard, RateLimited } from '../http/rate-limiter.js';

/** One field of a JSON body, passed on unread (the service validates it), or undefined. */
function field(body: unknown, name: string): unknown {
  return body && typeof body === 'object' && name in body ? (body as Record<string, unknown>)[name] : undefined;
}

/**
 * The premium area's API. The gateway only forwards: the session's signed principal travels with
 * the RPC, and the assessments service decides (401 without a login, 403 for a free account) and
 * validates every value.
 */
@Controller('api/premium')
export class PremiumController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('assessments')
  assessments(@Query('cursor') cursor: unknown): Promise<PremiumAssessmentList> {
    return this.rpc.forward(RpcPattern.PremiumAssessmentsList, cursor === undefined ? {} : { cursor });
  }

  @Get('trends')
  trends(): Promise<PremiumTrends> {
    return this.rpc.send(RpcPattern.PremiumAssessmentsTrends, {});
  }

  @Get('content/:section')
  section(@Param('section') section: string, @Query('lang') language: unknown): Promise<PremiumContent> {
    return this.rpc.forward(RpcPattern.PremiumContent, { section, language });
  }

  @Get('content/:section/:domain')
  sectionDomain(@Param('section') section: string, @Param('domain') domain: string, @Query('lang') language: unknown): Promise<PremiumContent> {
    return this.rpc.forward(RpcPattern.PremiumContent, { section, domain, language });
  }

  @Get('preview/:section')
  preview(@Param('section') section: string, @Query('lang') language: unknown): Promise<PremiumPreview> {
    return this.rpc.forward(RpcPattern.PremiumPreview, { section, language });
  }

  @Get('preview/:section/:domain')
  previewDomain(@Param('section') section: string, @Param('domain') domain: string, @Query('lang') language: unknown): Promise<PremiumPreview> {
    return this.rpc.forward(RpcPattern.PremiumPreview, { section, domain, language });
  }

  @Put('tools/:toolId/done')
  @UseGuards(RateLimitGuard)
  @RateLimited('premium-tool-done')
  markDone(@Param('toolId') toolId: string, @Body() body: unknown): Promise<ToolProgress> {
    return this.rpc.forward(RpcPattern.PremiumToolDone, { toolId, done: field(body, 'done') });
  }

  @Get('tools/:toolId/notes')
  notes(@Param('toolId') toolId: string): Promise<{ notes: ToolNote[] }> {
    return this.rpc.forward(RpcPattern.PremiumNotesList, { toolId });
  }

  @Post('tools/:toolId/notes')
  @HttpCode(201)
  @UseGuards(RateLimitGuard)
  @RateLimited('premium-notes-create')
  createNote(@Param('toolId') toolId: string, @Body() body: unknown, @Req() req: Request): Promise<ToolNote> {
    const idempotencyKey = req.header('idempotency-key');
    return this.rpc.forward(RpcPattern.PremiumNotesCreate, { toolId, body: field(body, 'body') }, idempotencyKey ? { idempotencyKey } : {});
  }

  @Patch('notes/:noteId')
  @UseGuards(RateLimitGuard)
  @RateLimited('premium-notes-update')
  updateNote(@Param('noteId') noteId: string, @Body() body: unknown): Promise<ToolNote> {
    return this.rpc.forward(RpcPattern.PremiumNotesUpdate, { noteId, body: field(body, 'body') });
  }

  @Delete('notes/:noteId')
  @UseGuards(RateLimitGuard)
  @RateLimited('premium-notes-delete')
  deleteNote(@Param('noteId') noteId: string): Promise<{ deleted: true }> {
    return this.rpc.forward(RpcPattern.PremiumNotesDelete, { noteId });
  }

  @Get('suggestions')
  suggestions(@Query('assessment') assessment: unknown, @Query('lang') language: unknown): Promise<FocusSuggestions> {
    return this.rpc.forward(RpcPattern.PremiumSuggestions, {
      ...(assessment === undefined ? {} : { assessment }),
      ...(language === undefined ? {} : { language }),
    });
  }

  @Get('focus')
  focus(@Query('lang') language: unknown): Promise<FocusOverview> {
    return this.rpc.forward(RpcPattern.PremiumFocusGet, language === undefined ? {} : { language });
  }

  @Post('focus')
  @HttpCode(201)
  @UseGuards(RateLimitGuard)
  @RateLimited('premium-focus-start')
  startFocus(@Body() body: unknown, @Req() req: Request): Promise<Focus> {
    const idempotencyKey = req.header('idempotency-key');
    const request = Object.fromEntries(['domain', 'approach', 'toolIds', 'reminders', 'language'].map((name) => [name, field(body, name)]));
    return this.rpc.forward(RpcPattern.PremiumFocusStart, request, idempotencyKey ? { idempotencyKey } : {});
  }

  @Post('focus/:focusId/end')
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
  @RateLimited('premium-focus-end')
  endFocus(@Param('focusId') focusId: string): Promise<Focus> {
    return this.rpc.forward(RpcPattern.PremiumFocusEnd, { focusId });
  }

  @Put('focus/:focusId/reminders')
  @UseGuards(RateLimitGuard)
  @RateLimited('premium-focus-reminders')
  focusReminders(@Param('focusId') focusId: string, @Body() body: unknown): Promise<Focus> {
    return this.rpc.forward(RpcPattern.PremiumFocusReminders, { focusId, enabled: field(body, 'enabled') });
  }

  @Post('focus/:focusId/check-ins')
  @HttpCode(201)
  @UseGuards(RateLimitGuard)
  @RateLimited('premium-focus-check-in')
  checkIn(@Param('focusId') focusId: string, @Body() body: unknown, @Req() req: Request): Promise<FocusCheckIn> {
    const idempotencyKey = req.header('idempotency-key');
    const request = { focusId, current: field(body, 'current'), desired: field(body, 'desired') };
    return this.rpc.forward(RpcPattern.PremiumFocusCheckIn, request, idempotencyKey ? { idempotencyKey } : {});
  }
}
