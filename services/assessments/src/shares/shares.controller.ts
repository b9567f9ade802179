import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  RpcPattern,
  createShareRequestSchema,
  listSharesRequestSchema,
  revokeShareRequestSchema,
  shareTokenSchema,
  type CreatedShare,
  type Principal,
  type ShareLinkStatus,
  type ShareSummary,
  type SharedWheelView,
} from '@lifewheel/contracts';
import { AppException, CurrentPrincipal, ErrorCode, OptionalPrincipal, parsePayload, Public, RpcHandler } from '@lifewheel/platform';
import { z } from 'zod';
import { SharesService } from './shares.service.js';

const openRequestSchema = z.object({ shareToken: shareTokenSchema });

/**
 * Sharing results with a coach. Creating, listing and revoking need the assessment's maker (the
 * creating browser's secret, or the owning account from the signed principal): the service decides.
 */
@Controller()
export class SharesController {
  constructor(private readonly shares: SharesService) {}

  @RpcHandler(RpcPattern.SharesCreate)
  @OptionalPrincipal()
  create(@Payload() payload: unknown, @CurrentPrincipal() principal: Principal | undefined): Promise<CreatedShare> {
    return this.shares.create(parsePayload(createShareRequestSchema, payload), principal?.userId);
  }

  @RpcHandler(RpcPattern.SharesList)
  @OptionalPrincipal()
  list(@Payload() payload: unknown, @CurrentPrincipal() principal: Principal | undefined): Promise<{ shares: ShareSummary[] }> {
    return this.shares.list({ ...parsePayload(listSharesRequestSchema, payload), userId: principal?.userId });
  }

  @RpcHandler(RpcPattern.SharesRevoke)
  @OptionalPrincipal()
  revoke(@Payload() payload: unknown, @CurrentPrincipal() principal: Principal | undefined): Promise<ShareSummary> {
    return this.shares.revoke({ ...parsePayload(revokeShareRequestSchema, payload), userId: principal?.userId });
  }

  // The share link is the credential: whoever has it sees what was shared, until it is withdrawn.
  @RpcHandler(RpcPattern.SharesOpen)
  @Public()
  open(@Payload() payload: unknown): Promise<SharedWheelView> {
    const request = openRequestSchema.safeParse(payload ?? {});
    // A malformed token cannot exist: answer exactly as for an unknown one.
    if (!request.success) throw new AppException(ErrorCode.NotFound, 'We could not find this shared wheel. Check that the link is complete.');
    return this.shares.open(request.data.shareToken);
  }

  @RpcHandler(RpcPattern.SharesStatus)
  @Public()
  async status(@Payload() payload: unknown): Promise<{ status: ShareLinkStatus }> {
    const request = openRequestSchema.safeParse(payload ?? {});
    return { status: request.success ? await this.shares.status(request.data.shareToken) : 'unknown' };
  }
}
