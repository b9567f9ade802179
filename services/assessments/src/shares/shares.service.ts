import { randomUUID, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  MAX_SHARES_PER_ASSESSMENT,
  SHARE_MESSAGES,
  type CreateShareRequest,
  type CreatedShare,
  type ShareLinkStatus,
  type ShareMessageKey,
  type ShareSummary,
  type SharedWheelView,
} from '@lifewheel/contracts';
import { AppException, ErrorCode, randomToken, sha256Hex, sql } from '@lifewheel/platform';
import { computeResults } from '@lifewheel/wheel';
import { AssessmentSchema, type Assessment } from '../assessments/assessment.entity.js';
import { ShareSchema, type ShareRow } from './share.entity.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A refusal the web app translates from its key (`details.errors[0].messageKey`). */
function shareFailure(code: ErrorCode, key: ShareMessageKey, field = ''): AppException {
  const message = SHARE_MESSAGES[key];
  const errors = [{ field, message, messageKey: key }];
  return code === ErrorCode.ValidationFailed ? AppException.validation(errors) : new AppException(code, message, { errors });
}

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Who asks: the creating browser's secret, and the account of the signed principal, if any. */
export interface OwnerProof {
  token: string;
  creatorSecret?: string | undefined;
  userId?: string | undefined;
}

function toSummary(share: ShareRow): ShareSummary {
  return {
    id: share.id,
    domains: [...share.domains],
    note: share.note ?? null,
    createdAt: share.createdAt.toISOString(),
    expiresAt: share.expiresAt?.toISOString() ?? null,
    revokedAt: share.revokedAt?.toISOString() ?? null,
    lastOpenedAt: share.lastOpenedAt?.toISOString() ?? null,
    openCount: share.openCount,
  };
}

interface OpenedShare {
  assessment_id: string;
  domains: string[];
  note: string | null;
  expires_at: Date | null;
}

@Injectable()
export class SharesService {
  constructor(private readonly em: EntityManager) {}

  /**
   * The assessment, if the caller made it: its creating browser (the secret matches the stored hash)
   * or the account that owns it. Anyone else, with the results link or not, is refused.
   */
  private async ownedAssessment({ token, creatorSecret, userId }: OwnerProof): Promise<Assessment> {
    const assessment = await this.em.findOne(AssessmentSchema, { token });
    if (!assessment) throw new AppException(ErrorCode.NotFound, 'We could not find results for this link. Check that the link is complete.');
    const bySecret = creatorSecret !== undefined && sameHash(sha256Hex(creatorSecret), assessment.creatorSecretHash);
    const byAccount = userId !== undefined && assessment.userId === userId;
    if (!bySecret && !byAccount) throw shareFailure(ErrorCode.Forbidden, 'notOwner');
    return assessment;
  }

  async create(request: CreateShareRequest, userId: string | undefined): Promise<CreatedShare> {
    const assessment = await this.ownedAssessment({ ...request, userId });
    const names = new Set(assessment.wheel.domains.map((domain) => domain.name));
    const chosen = [...new Set(request.domains.map((name) => name.trim()))];
    if (chosen.some((name) => !names.has(name))) throw shareFailure(ErrorCode.ValidationFailed, 'domainUnknown', 'domains');
    const now = new Date();
    const active = await this.em.count(ShareSchema, {
      assessmentId: assessment.id,
      revokedAt: null,
      $or: [{ expiresAt: null }, { expiresAt: { $gt: now } }],
    });
    if (active >= MAX_SHARES_PER_ASSESSMENT) throw shareFailure(ErrorCode.Conflict, 'tooManyShares');
    const shareToken = randomToken(32);
    const note = request.note?.trim() ?? '';
    const share = this.em.create(ShareSchema, {
      id: randomUUID(),
      assessmentId: assessment.id,
      tokenHash: sha256Hex(shareToken),
      // In the wheel's order, whatever order they were chosen in.
      domains: assessment.wheel.domains.map((domain) => domain.name).filter((name) => chosen.includes(name)),
      note: note === '' ? null : note,
      createdAt: now,
      expiresAt: request.expiresInDays === null ? null : new Date(now.getTime() + request.expiresInDays * DAY_MS),
      revokedAt: null,
      lastOpenedAt: null,
      openCount: 0,
    });
    await this.em.flush();
    return { share: toSummary(share), shareToken };
  }

  async list(proof: OwnerProof): Promise<{ shares: ShareSummary[] }> {
    const assessment = await this.ownedAssessment(proof);
    const shares = await this.em.find(ShareSchema, { assessmentId: assessment.id }, { orderBy: { createdAt: 'desc', id: 'desc' } });
    return { shares: shares.map(toSummary) };
  }

  /** Takes a share back at once; revoking it again changes nothing. */
  async revoke(proof: OwnerProof & { shareId: string }): Promise<ShareSummary> {
    const assessment = await this.ownedAssessment(proof);
    await this.em.nativeUpdate(ShareSchema, { id: proof.shareId, assessmentId: assessment.id, revokedAt: null }, { revokedAt: new Date() });
    const share = await this.em.findOne(ShareSchema, { id: proof.shareId, assessmentId: assessment.id }, { refresh: true });
    if (!share) throw shareFailure(ErrorCode.NotFound, 'shareIdInvalid');
    return toSummary(share);
  }

  /** Whether a link still leads to its wheel, without counting an opening (the page's HTTP status). */
  async status(shareToken: string): Promise<ShareLinkStatus> {
    const share = await this.em.findOne(ShareSchema, { tokenHash: sha256Hex(shareToken) });
    if (!share) return 'unknown';
    const expired = share.expiresAt !== null && share.expiresAt !== undefined && share.expiresAt.getTime() <= Date.now();
    return share.revokedAt || expired ? 'withdrawn' : 'live';
  }

  /**
   * What the coach sees: only the shared domains, filtered here so the others never leave the
   * service. Each opening is counted in the same statement that checks the share is still live.
   */
  async open(shareToken: string): Promise<SharedWheelView> {
    const tokenHash = sha256Hex(shareToken);
    const [opened] = await sql<OpenedShare>(
      this.em,
      `update "assessments"."shares" set "open_count" = "open_count" + 1, "last_opened_at" = now()
       where "token_hash" = ? and "revoked_at" is null and ("expires_at" is null or "expires_at" > now())
       returning "assessment_id", "domains", "note", "expires_at"`,
      [tokenHash],
    );
    if (!opened) {
      const known = await this.em.count(ShareSchema, { tokenHash });
      throw known > 0 ? shareFailure(ErrorCode.LinkExpired, 'shareWithdrawn') : shareFailure(ErrorCode.NotFound, 'shareUnknown');
    }
    const assessment = await this.em.findOneOrFail(AssessmentSchema, { id: opened.assessment_id });
    const shared = new Set(opened.domains);
    const wheel = { name: assessment.wheel.name, domains: assessment.wheel.domains.filter((domain) => shared.has(domain.name)) };
    const responses = assessment.responses.filter((response) => shared.has(response.domain));
    return {
      wheel,
      results: computeResults(wheel, responses),
      note: opened.note,
      assessedAt: assessment.createdAt.toISOString(),
      expiresAt: opened.expires_at ? new Date(opened.expires_at).toISOString() : null,
    };
  }
}
