import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ToolNote } from '@lifewheel/contracts';
import { assertWithinDeadline, idempotencyCaller } from '@lifewheel/platform';
import { IdempotentWrites } from '../idempotency/idempotent-writes.js';
import { noteNotFound } from './premium-lookups.js';
import { ToolNoteSchema, type ToolNoteRow } from './tool-note.entity.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A person's private notes on tools. Every query is scoped to the verified principal's user id, so
 * another person's note is simply not found (404), never a 403 that would confirm it exists.
 */
@Injectable()
export class ToolNotesService {
  constructor(
    private readonly em: EntityManager,
    private readonly idempotency: IdempotentWrites,
  ) {}

  async list(userId: string, toolId: string): Promise<ToolNote[]> {
    const rows = await this.em.find(ToolNoteSchema, { userId, toolId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    return rows.map(toNote);
  }

  /** Every note of the person on any of `toolIds`, oldest first, by tool id. */
  async byTool(userId: string, toolIds: readonly string[]): Promise<Map<string, ToolNote[]>> {
    const rows = await this.em.find(ToolNoteSchema, { userId, toolId: { $in: [...toolIds] } }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    const notes = new Map<string, ToolNote[]>();
    for (const row of rows) notes.set(row.toolId, [...(notes.get(row.toolId) ?? []), toNote(row)]);
    return notes;
  }

  create(userId: string, toolId: string, body: string, idempotencyKey: string | undefined): Promise<ToolNote> {
    return this.idempotency.run({ key: idempotencyKey, caller: idempotencyCaller(userId, undefined), body: { toolId, body } }, async (tx) => {
      const now = new Date();
      const row = tx.create(ToolNoteSchema, { id: randomUUID(), userId, toolId, body, createdAt: now, updatedAt: now });
      await tx.flush();
      return toNote(row);
    });
  }

  update(userId: string, noteId: string, body: string): Promise<ToolNote> {
    if (!UUID.test(noteId)) throw noteNotFound();
    return this.em.transactional(async (tx) => {
      const row = await tx.findOne(ToolNoteSchema, { id: noteId, userId });
      if (!row) throw noteNotFound();
      row.body = body;
      row.updatedAt = new Date();
      await tx.flush();
      assertWithinDeadline();
      return toNote(row);
    });
  }

  delete(userId: string, noteId: string): Promise<void> {
    if (!UUID.test(noteId)) throw noteNotFound();
    return this.em.transactional(async (tx) => {
      const deleted = await tx.nativeDelete(ToolNoteSchema, { id: noteId, userId });
      if (deleted === 0) throw noteNotFound();
      assertWithinDeadline();
    });
  }
}

function toNote(row: ToolNoteRow): ToolNote {
  return { id: row.id, toolId: row.toolId, body: row.body, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}
