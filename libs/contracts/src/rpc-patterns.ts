// Every request/response pattern that crosses the RPC transport. A pattern is `<service>.<verb>`;
// the service part names the Redis stream its consumers read. Which services answer RPC at all is
// data on each process (processes.ts).
import { AdminBusinessPattern } from './admin-business.contract.js';
import type { RpcServiceName } from './processes.js';

export const RpcPattern = {
  AssessmentsCreate: 'assessments.create',
  AssessmentsGet: 'assessments.get',
  FollowUpsCreate: 'assessments.followUps.create',
  MailingListUnsubscribe: 'assessments.mailingList.unsubscribe',
  MailingListConfirm: 'assessments.mailingList.confirm',
  /** The premium dashboard's history: one page of the person's saved assessments (premium principal required). */
  PremiumAssessmentsList: 'assessments.premium.list',
  /** Each default domain's scores over the person's check-ins, with its stuck flag (premium). */
  PremiumAssessmentsTrends: 'assessments.premium.trends',
  /** A premium section's content, in full (premium principal required). */
  PremiumContent: 'assessments.premium.content',
  /** What a premium section holds and a preview written to be public (anyone). */
  PremiumPreview: 'assessments.premium.preview',
  /** Marks a tool done or not done for the person (premium). */
  PremiumToolDone: 'assessments.premium.tools.done',
  /** The person's private notes on a tool (premium): list, create, edit, delete. */
  PremiumNotesList: 'assessments.premium.notes.list',
  PremiumNotesCreate: 'assessments.premium.notes.create',
  PremiumNotesUpdate: 'assessments.premium.notes.update',
  PremiumNotesDelete: 'assessments.premium.notes.delete',
  /** Tools for the biggest gaps of an assessment (premium). */
  PremiumSuggestions: 'assessments.premium.suggestions',
  /** The 30-day focus: the running one and past ones, start, end, reminders on or off, a re-rate (premium). */
  PremiumFocusGet: 'assessments.premium.focus.get',
  PremiumFocusStart: 'assessments.premium.focus.start',
  PremiumFocusEnd: 'assessments.premium.focus.end',
  PremiumFocusReminders: 'assessments.premium.focus.reminders',
  PremiumFocusCheckIn: 'assessments.premium.focus.checkIn',
  /** The reminder emails' stop link (anyone holding the token). */
  FocusRemindersStop: 'assessments.focusReminders.stop',
  AssessmentsClaim: 'assessments.claim',
  SharesCreate: 'assessments.shares.create',
  SharesList: 'assessments.shares.list',
  SharesRevoke: 'assessments.shares.revoke',
  SharesOpen: 'assessments.shares.open',
  SharesStatus: 'assessments.shares.status',
  /** Workshops: the facilitator's (logged-in, own sessions only) and the participants' (public, by join code). */
  WorkshopsCreate: 'assessments.workshops.create',
  WorkshopsList: 'assessments.workshops.list',
  WorkshopsGet: 'assessments.workshops.get',
  WorkshopsReveal: 'assessments.workshops.reveal',
  WorkshopsClose: 'assessments.workshops.close',
  WorkshopsJoin: 'assessments.workshops.join',
  WorkshopsView: 'assessments.workshops.view',
  WorkshopsAnswer: 'assessments.workshops.answer',
  /** Each owning service's part of the person's data download (logged-in principal required). */
  AssessmentsAccountExport: 'assessments.account.export',
  IdentityAccountExport: 'identity.account.export',
  BillingAccountExport: 'billing.account.export',
  /** Deletes the logged-in account, confirmed by its address; the other services follow through jobs. */
  IdentityAccountDelete: 'identity.account.delete',
  IdentityLoginRequest: 'identity.login.request',
  IdentityLoginStatus: 'identity.login.status',
  IdentityLoginVerify: 'identity.login.verify',
  IdentitySessionResolve: 'identity.sessions.resolve',
  IdentitySessionEnd: 'identity.sessions.end',
  BillingCheckoutCreate: 'billing.checkout.create',
  BillingCheckoutStatus: 'billing.checkout.status',
  BillingPrice: 'billing.price',
  BillingWebhook: 'billing.webhook',
  /** /admin/debug (issue 17), admin only: the journeys funnel, the payment alerts panel, the console's settings. */
  AdminJourneyFunnel: 'observability.admin.journeys.funnel',
  AdminPaymentAlerts: 'observability.admin.paymentAlerts',
  AdminInsightsConfig: 'observability.admin.insightsConfig',
  /** /admin/debug's panels (admin principal required), each its own request so one failing source spares the rest. */
  DebugHealth: 'observability.debug.health',
  DebugTraffic: 'observability.debug.traffic',
  DebugQueues: 'observability.debug.queues',
  DebugFailedJobs: 'observability.debug.queues.failed',
  /** Retry or remove one failed job (audited). */
  DebugRetryJob: 'observability.debug.queues.retry',
  DebugRemoveJob: 'observability.debug.queues.remove',
  DebugErrorGroups: 'observability.debug.errors',
  /** Marks an error group resolved, ignored or open again (audited). */
  DebugErrorGroupStatus: 'observability.debug.errors.status',
  /** /admin-indexnow (admin): key status with a self-test, pending URLs with a dry run, history, actions (each queues a job). */
  IndexNowStatus: 'worker.indexnow.status',
  IndexNowPending: 'worker.indexnow.pending',
  IndexNowHistory: 'worker.indexnow.history',
  IndexNowSubmitChanged: 'worker.indexnow.submitChanged',
  IndexNowSubmitUrl: 'worker.indexnow.submitUrl',
  IndexNowSubmitAll: 'worker.indexnow.submitAll',
  // Every RPC service answers its own health probe (the gateway's GET /api/health asks each).
  IdentityHealth: 'identity.health',
  AssessmentsHealth: 'assessments.health',
  BillingHealth: 'billing.health',
  ObservabilityHealth: 'observability.health',
  WorkerHealth: 'worker.health',
  // The operations console's business side (issue 17).
  ...AdminBusinessPattern,
} as const;
export type RpcPattern = (typeof RpcPattern)[keyof typeof RpcPattern];

/** Every RPC service answers `<service>.health`. */
export const healthPattern = <S extends RpcServiceName>(service: S): `${S}.health` => `${service}.health`;

/** The patterns a service answers: those whose `<service>.` prefix names it. */
export function patternsOwnedBy(service: RpcServiceName): RpcPattern[] {
  return Object.values(RpcPattern).filter((pattern) => serviceOfPattern(pattern) === service);
}

export function serviceOfPattern(pattern: string): string {
  const dot = pattern.indexOf('.');
  if (dot <= 0) throw new Error(`RPC pattern "${pattern}" has no service prefix`);
  return pattern.slice(0, dot);
}
