import { Body, Controller, Get, Headers, HttpCode, Inject, Param, Post, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { RpcPattern, type CheckoutStatusResult, type CreateCheckoutResult, type PremiumPrice, type StripeWebhookResult } from '@lifewheel/contracts';
import { RpcClient } from '@lifewheel/platform';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';
import { RateLimitGuard, RateLimited } from '../http/rate-limiter.js';

/** Premium purchase (issue 6): price, checkout, its status for the return page, and Stripe's webhook. */
@Controller('api/billing')
export class BillingController {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  @Get('price')
  price(): Promise<PremiumPrice> {
    return this.rpc.send(RpcPattern.BillingPrice, {});
  }

  /** Billing validates; the gateway adds where people come back to (never taken from the request's Host). */
  @Post('checkout')
  @HttpCode(201)
  @UseGuards(RateLimitGuard)
  @RateLimited('billing-checkout')
  checkout(@Body() body: unknown, @Req() req: Request): Promise<CreateCheckoutResult> {
    const returnBaseUrl = this.config.PUBLIC_URL;
    const fields = body && typeof body === 'object' && !Array.isArray(body) ? body : {};
    return this.rpc.forward(RpcPattern.BillingCheckoutCreate, { ...fields, returnBaseUrl }, { ...(req.ip ? { clientIp: req.ip } : {}) });
  }

  @Get('checkout/:sessionId')
  status(@Param('sessionId') sessionId: string): Promise<CheckoutStatusResult> {
    return this.rpc.send(RpcPattern.BillingCheckoutStatus, { sessionId });
  }

  /**
   * Stripe's webhook: the raw bytes (body-parsing.ts keeps this route raw) and the signature go to
   * billing, which verifies them and stores the event before this answers 200. No Origin check
   * (see route-exemptions.ts); a generous limit per client network, so that strangers cannot fill
   * Redis with posts while billing is slow (Stripe retries what is refused).
   */
  @Post('webhook')
  @UseGuards(RateLimitGuard)
  @RateLimited('stripe-webhook', 'webhooks')
  @HttpCode(200)
  webhook(@Req() req: Request, @Headers('stripe-signature') signature: string | undefined): Promise<StripeWebhookResult> {
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    return this.rpc.send(RpcPattern.BillingWebhook, { payloadBase64: raw.toString('base64'), ...(signature ? { signature } : {}) });
  }
}
