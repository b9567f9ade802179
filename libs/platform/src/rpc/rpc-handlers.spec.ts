import { describe, expect, it } from 'vitest';
import { Controller } from '@nestjs/common';
import { RpcPattern, type PremiumPrice, type RpcPattern as Pattern } from '@lifewheel/contracts';
import { OptionalPrincipal, Public, RequireAdmin, RequirePrincipal } from '../auth/rpc-access.js';
import { RpcHandler } from './rpc-handler.decorator.js';
import { assertRpcHandlers, rpcAccessTable, rpcHandlerProblems, rpcHandlersOf } from './rpc-handlers.js';
import { serviceHealthController } from './service-health.controller.js';

const price: PremiumPrice = { amount: 1000, currency: 'usd' };
const stub = <T>(value: T) => Promise.resolve(value);

@Controller()
class CheckoutHandlers {
  @RpcHandler(RpcPattern.BillingPrice)
  @Public()
  price(): PremiumPrice {
    return price;
  }

  @RpcHandler(RpcPattern.BillingCheckoutCreate)
  @OptionalPrincipal()
  create() {
    return stub({ url: 'https://checkout.example', sessionId: 's' });
  }

  @RpcHandler(RpcPattern.BillingCheckoutStatus)
  @RequireAdmin()
  status() {
    return stub({ sessionId: 's', status: 'paid' as const, email: 'e', forAccount: false, amount: 1, currency: 'usd' });
  }

  @RpcHandler(RpcPattern.BillingAccountExport)
  @RequirePrincipal()
  accountExport() {
    return stub({ checkouts: [], payments: [] });
  }

  /** Not a handler: ignored. */
  helper(): string {
    return 'x';
  }
}

@Controller()
class WebhookHandler {
  @RpcHandler(RpcPattern.BillingWebhook)
  @Public()
  webhook() {
    return stub({ received: true as const, duplicate: false });
  }
}

@Controller()
class AdminHandlers {
  @RpcHandler(RpcPattern.AdminPaymentsList)
  @RequireAdmin()
  payments() {
    return stub({ items: [], page: 1, pageSize: 50, total: 0, failedLast24h: 0 });
  }

  @RpcHandler(RpcPattern.AdminPremiumChange)
  @RequireAdmin()
  premium() {
    return stub({ status: 'recorded' as const });
  }
}

const billingHealth = serviceHealthController('billing', 'test');
const complete = rpcHandlersOf([CheckoutHandlers, WebhookHandler, AdminHandlers, billingHealth]);
const registered = (...patterns: Pattern[]) => patterns;
const allBilling = registered(
  RpcPattern.BillingPrice,
  RpcPattern.BillingCheckoutCreate,
  RpcPattern.BillingCheckoutStatus,
  RpcPattern.BillingWebhook,
  RpcPattern.BillingAccountExport,
  RpcPattern.AdminPaymentsList,
  RpcPattern.AdminPremiumChange,
  RpcPattern.BillingHealth,
);

describe('the start-up check of a service’s RPC handlers', () => {
  it('reads each handler’s pattern and access rule from the class metadata', () => {
    expect(rpcAccessTable([CheckoutHandlers, WebhookHandler, billingHealth])).toEqual({
      'billing.price': 'public',
      'billing.checkout.create': 'optional',
      'billing.checkout.status': 'admin',
      'billing.webhook': 'public',
      'billing.account.export': 'user',
      'billing.health': 'public',
    });
    expect(complete.find((handler) => handler.pattern === 'billing.price')?.handler).toBe('CheckoutHandlers.price');
  });

  it('passes a service that handles each of its patterns once, with a rule each', () => {
    expect(rpcHandlerProblems('billing', complete, allBilling)).toEqual([]);
    expect(() => assertRpcHandlers('billing', complete, allBilling)).not.toThrow();
  });

  it('names a pattern the service owns but does not handle', () => {
    const withoutWebhook = rpcHandlersOf([CheckoutHandlers, AdminHandlers, billingHealth]);
    expect(
      rpcHandlerProblems(
        'billing',
        withoutWebhook,
        allBilling.filter((p) => p !== RpcPattern.BillingWebhook),
      ),
    ).toEqual(['billing.webhook has no handler']);
  });

  it('names a pattern handled twice, with both handlers', () => {
    @Controller()
    class SecondPrice {
      @RpcHandler(RpcPattern.BillingPrice)
      @Public()
      again(): PremiumPrice {
        return price;
      }
    }
    expect(rpcHandlerProblems('billing', rpcHandlersOf([CheckoutHandlers, WebhookHandler, AdminHandlers, billingHealth, SecondPrice]), allBilling)).toEqual([
      'billing.price is handled 2 times (CheckoutHandlers.price, SecondPrice.again)',
    ]);
  });

  it('names a handler of another service’s pattern', () => {
    @Controller()
    class Stray {
      @RpcHandler(RpcPattern.AssessmentsGet)
      @Public()
      get() {
        return stub({ token: 't', wheel: { name: 'w', domains: [] }, responses: [], results: [], language: 'en', createdAt: '', yours: false });
      }
    }
    expect(
      rpcHandlerProblems('billing', rpcHandlersOf([CheckoutHandlers, WebhookHandler, AdminHandlers, billingHealth, Stray]), [
        ...allBilling,
        RpcPattern.AssessmentsGet,
      ]),
    ).toEqual(['Stray.get handles assessments.get, which belongs to assessments']);
  });

  it('names a handler that declares no access rule', () => {
    @Controller()
    class Open {
      @RpcHandler(RpcPattern.BillingWebhook)
      webhook() {
        return stub({ received: true as const, duplicate: false });
      }
    }
    expect(rpcHandlerProblems('billing', rpcHandlersOf([CheckoutHandlers, Open, AdminHandlers, billingHealth]), allBilling)).toEqual([
      'Open.webhook (billing.webhook) declares no access rule (@Public(), @OptionalPrincipal(), @RequirePrincipal(), @RequirePremium() or @RequireAdmin())',
    ]);
  });

  it('names a pattern the transport has that did not come through @RpcHandler', () => {
    expect(rpcHandlerProblems('billing', complete, [...allBilling, 'billing.secret'])).toEqual([
      'billing.secret is registered without @RpcHandler, so its reply type and access rule are unchecked',
    ]);
  });

  it('refuses to start naming every problem at once', () => {
    const partial = rpcHandlersOf([WebhookHandler]);
    expect(() => assertRpcHandlers('billing', partial, registered(RpcPattern.BillingWebhook))).toThrow(
      'RPC handlers of billing are miswired: billing.account.export has no handler; billing.checkout.create has no handler; billing.checkout.status has no handler; billing.price has no handler; billing.health has no handler',
    );
  });

  it('does not compile a handler whose return type is not the pattern’s reply', () => {
    @Controller()
    class Wrong {
      // @ts-expect-error: billing.price answers PremiumPrice, not a string
      @RpcHandler(RpcPattern.BillingPrice)
      price(): string {
        return 'ten dollars';
      }

      // @ts-expect-error: the promise must hold the reply too
      @RpcHandler(RpcPattern.BillingPrice)
      async later(): Promise<{ amount: string }> {
        return { amount: 'ten' };
      }
    }
    expect(rpcHandlersOf([Wrong]).map((handler) => handler.pattern)).toEqual(['billing.price', 'billing.price']);
  });
});
