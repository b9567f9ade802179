import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import {
  RpcPattern,
  createToolNoteRequestSchema,
  deleteToolNoteRequestSchema,
  toolDoneRequestSchema,
  toolNotesRequestSchema,
  updateToolNoteRequestSchema,
  type Principal,
  type ToolNote,
  type ToolProgress,
} from '@lifewheel/contracts';
import { CurrentPrincipal, parsePayload, RequirePremium, RpcContext, RpcHandler } from '@lifewheel/platform';
import { toolOrNotFound } from './premium-lookups.js';
import { ToolNotesService } from './tool-notes.service.js';
import { ToolProgressService } from './tool-progress.service.js';

/**
 * A premium person's own work on the tools: done marks and private notes. The user is always the
 * verified principal's; a note id of someone else's is answered as not found.
 */
@Controller()
export class PremiumToolsController {
  constructor(
    private readonly progress: ToolProgressService,
    private readonly notes: ToolNotesService,
  ) {}

  @RpcHandler(RpcPattern.PremiumToolDone)
  @RequirePremium()
  markDone(@Payload() payload: unknown, @CurrentPrincipal() principal: Principal): Promise<ToolProgress> {
    const { toolId, done } = parsePayload(toolDoneRequestSchema, payload);
    return this.progress.mark(principal.userId, toolOrNotFound(toolId).id, done);
  }

  @RpcHandler(RpcPattern.PremiumNotesList)
  @RequirePremium()
  async list(@Payload() payload: unknown, @CurrentPrincipal() principal: Principal): Promise<{ notes: ToolNote[] }> {
    const { toolId } = parsePayload(toolNotesRequestSchema, payload);
    return { notes: await this.notes.list(principal.userId, toolOrNotFound(toolId).id) };
  }

  @RpcHandler(RpcPattern.PremiumNotesCreate)
  @RequirePremium()
  create(@Payload() payload: unknown, @Ctx() context: RpcContext, @CurrentPrincipal() principal: Principal): Promise<ToolNote> {
    const { toolId, body } = parsePayload(createToolNoteRequestSchema, payload);
    return this.notes.create(principal.userId, toolOrNotFound(toolId).id, body, context.meta.idempotencyKey);
  }

  @RpcHandler(RpcPattern.PremiumNotesUpdate)
  @RequirePremium()
  update(@Payload() payload: unknown, @CurrentPrincipal() principal: Principal): Promise<ToolNote> {
    const { noteId, body } = parsePayload(updateToolNoteRequestSchema, payload);
    return this.notes.update(principal.userId, noteId, body);
  }

  @RpcHandler(RpcPattern.PremiumNotesDelete)
  @RequirePremium()
  async delete(@Payload() payload: unknown, @CurrentPrincipal() principal: Principal): Promise<{ deleted: true }> {
    const { noteId } = parsePayload(deleteToolNoteRequestSchema, payload);
    await this.notes.delete(principal.userId, noteId);
    return { deleted: true };
  }
}
