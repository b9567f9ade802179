import type { z } from 'zod';
import type {
  AdminFollowUp,
  AdminPage,
  AdminPayments,
  AdminSubscriber,
  AdminUser,
  AuditLine,
  adminFollowUpIdSchema,
  adminFollowUpReplySchema,
  adminPageRequestSchema,
  adminPaymentsRequestSchema,
  adminPremiumChangeSchema,
  adminUserIdsRequestSchema,
  adminUsersRequestSchema,
} from './admin-business.contract.js';
import type { AssessmentsAccountExport, BillingAccountExport, IdentityAccountExport, deleteAccountRequestSchema } from './account.contract.js';
import type {
  DebugHealth,
  DebugQueues,
  DebugTraffic,
  ErrorGroupView,
  ErrorGroupsPage,
  FailedJobsPage,
  errorGroupStatusRequestSchema,
  errorGroupsRequestSchema,
  failedJobsRequestSchema,
  queueJobRequestSchema,
} from './admin-debug.contract.js';
import type { AssessmentView, CreateAssessmentResult, assessmentTokenSchema, createAssessmentRequestSchema } from './assessment.contract.js';
import type {
  CreatedShare,
  ShareSummary,
  SharedWheelView,
  ShareLinkStatus,
  createShareRequestSchema,
  listSharesRequestSchema,
  revokeShareRequestSchema,
  shareTokenSchema,
} from './share.contract.js';
import type {
  WorkshopFacilitatorView,
  WorkshopParticipantView,
  WorkshopSummary,
  answerWorkshopRequestSchema,
  createWorkshopRequestSchema,
  joinWorkshopRequestSchema,
  workshopIdRequestSchema,
} from './workshop.contract.js';
import type {
  LoginLinkStatus,
  LoginVerified,
  SessionResolved,
  claimAssessmentRequestSchema,
  loginRequestSchema,
  loginTokenRequestSchema,
  loginVerifyRequestSchema,
  sessionTokenRequestSchema,
} from './auth.contract.js';
import type {
  CheckoutStatusResult,
  CreateCheckoutResult,
  PremiumPrice,
  StripeWebhookResult,
  checkoutStatusRequestSchema,
  createCheckoutRpcSchema,
  stripeWebhookRpcSchema,
} from './billing.contract.js';
import type { AdminInsightsConfig, JourneyFunnel, PaymentAlertsPanel, funnelQuerySchema } from './admin-insights.contract.js';
import type { FollowUpResult, createFollowUpRequestSchema } from './follow-up.contract.js';
import type { ServiceHealth } from './health.contract.js';
import type { ConfirmSubscriptionResult, UnsubscribeResult, confirmSubscriptionRequestSchema, unsubscribeRequestSchema } from './mailing-list.contract.js';
import type { PremiumAssessmentList, PremiumTrends, premiumHistoryRequestSchema } from './premium-assessments.contract.js';
import type {
  PremiumContent,
  PremiumPreview,
  ToolNote,
  ToolProgress,
  createToolNoteRequestSchema,
  deleteToolNoteRequestSchema,
  premiumContentRequestSchema,
  toolDoneRequestSchema,
  toolNotesRequestSchema,
  updateToolNoteRequestSchema,
} from './premium-content.contract.js';
import type {
  Focus,
  FocusCheckIn,
  FocusOverview,
  FocusSuggestions,
  endFocusRequestSchema,
  focusCheckInRequestSchema,
  focusRemindersRequestSchema,
  focusSuggestionsRequestSchema,
  focusOverviewRequestSchema,
  startFocusRequestSchema,
  stopFocusRemindersRequestSchema,
} from './premium-focus.contract.js';
import type {
  IndexNowActionResult,
  IndexNowHistory,
  IndexNowKeyStatus,
  IndexNowPending,
  submitIndexNowAllSchema,
  submitIndexNowUrlSchema,
} from './indexnow.contract.js';
import type { RpcPattern } from './rpc-patterns.js';

/** One pattern's request (what a caller sends: the input of the schema its handler parses) and reply. */
interface Contract<Request, Reply> {
  request: Request;
  reply: Reply;
}

type RequestOf<Schema extends z.ZodType> = z.input<Schema>;
/** A request without a payload: the principal, if any, travels in the metadata. */
type NoPayload = Record<string, never>;

// Every pattern has exactly one entry (AllPatterns refuses a missing or unknown one), as JobPayloads
// does for jobs: RpcClient.send and @RpcHandler are typed from it.
type AllPatterns<Map extends { [P in RpcPattern]: Contract<unknown, unknown> } & { [K in Exclude<keyof Map, RpcPattern>]: never }> = Map;

export type RpcContracts = AllPatterns<{
  [RpcPattern.AssessmentsCreate]: Contract<RequestOf<typeof createAssessmentRequestSchema>, CreateAssessmentResult>;
  [RpcPattern.AssessmentsGet]: Contract<{ token: RequestOf<typeof assessmentTokenSchema> }, AssessmentView>;
  [RpcPattern.AssessmentsClaim]: Contract<
    RequestOf<typeof claimAssessmentRequestSchema> & { token: RequestOf<typeof assessmentTokenSchema> },
    { status: 'claimed' }
  >;
  [RpcPattern.SharesCreate]: Contract<RequestOf<typeof createShareRequestSchema>, CreatedShare>;
  [RpcPattern.SharesList]: Contract<RequestOf<typeof listSharesRequestSchema>, { shares: ShareSummary[] }>;
  [RpcPattern.SharesRevoke]: Contract<RequestOf<typeof revokeShareRequestSchema>, ShareSummary>;
  [RpcPattern.SharesOpen]: Contract<{ shareToken: RequestOf<typeof shareTokenSchema> }, SharedWheelView>;
  [RpcPattern.SharesStatus]: Contract<{ shareToken: string }, { status: ShareLinkStatus }>;
  [RpcPattern.WorkshopsCreate]: Contract<RequestOf<typeof createWorkshopRequestSchema>, WorkshopFacilitatorView>;
  [RpcPattern.WorkshopsList]: Contract<NoPayload, { workshops: WorkshopSummary[] }>;
  [RpcPattern.WorkshopsGet]: Contract<RequestOf<typeof workshopIdRequestSchema>, WorkshopFacilitatorView>;
  [RpcPattern.WorkshopsReveal]: Contract<RequestOf<typeof workshopIdRequestSchema>, WorkshopFacilitatorView>;
  [RpcPattern.WorkshopsClose]: Contract<RequestOf<typeof workshopIdRequestSchema>, WorkshopFacilitatorView>;
  [RpcPattern.WorkshopsJoin]: Contract<RequestOf<typeof joinWorkshopRequestSchema>, WorkshopParticipantView>;
  [RpcPattern.WorkshopsView]: Contract<RequestOf<typeof joinWorkshopRequestSchema>, WorkshopParticipantView & { workshopId: string }>;
  [RpcPattern.WorkshopsAnswer]: Contract<RequestOf<typeof answerWorkshopRequestSchema>, WorkshopParticipantView>;
  [RpcPattern.AssessmentsAccountExport]: Contract<NoPayload, AssessmentsAccountExport>;
  [RpcPattern.IdentityAccountExport]: Contract<NoPayload, IdentityAccountExport>;
  [RpcPattern.BillingAccountExport]: Contract<NoPayload, BillingAccountExport>;
  [RpcPattern.IdentityAccountDelete]: Contract<RequestOf<typeof deleteAccountRequestSchema>, { status: 'deleted' }>;
  [RpcPattern.FollowUpsCreate]: Contract<RequestOf<typeof createFollowUpRequestSchema>, FollowUpResult>;
  [RpcPattern.MailingListUnsubscribe]: Contract<RequestOf<typeof unsubscribeRequestSchema>, UnsubscribeResult>;
  [RpcPattern.MailingListConfirm]: Contract<RequestOf<typeof confirmSubscriptionRequestSchema>, ConfirmSubscriptionResult>;
  [RpcPattern.PremiumAssessmentsList]: Contract<RequestOf<typeof premiumHistoryRequestSchema>, PremiumAssessmentList>;
  [RpcPattern.PremiumAssessmentsTrends]: Contract<NoPayload, PremiumTrends>;
  [RpcPattern.PremiumContent]: Contract<RequestOf<typeof premiumContentRequestSchema>, PremiumContent>;
  [RpcPattern.PremiumPreview]: Contract<RequestOf<typeof premiumContentRequestSchema>, PremiumPreview>;
  [RpcPattern.PremiumToolDone]: Contract<RequestOf<typeof toolDoneRequestSchema>, ToolProgress>;
  [RpcPattern.PremiumNotesList]: Contract<RequestOf<typeof toolNotesRequestSchema>, { notes: ToolNote[] }>;
  [RpcPattern.PremiumNotesCreate]: Contract<RequestOf<typeof createToolNoteRequestSchema>, ToolNote>;
  [RpcPattern.PremiumNotesUpdate]: Contract<RequestOf<typeof updateToolNoteRequestSchema>, ToolNote>;
  [RpcPattern.PremiumNotesDelete]: Contract<RequestOf<typeof deleteToolNoteRequestSchema>, { deleted: true }>;
  [RpcPattern.PremiumSuggestions]: Contract<RequestOf<typeof focusSuggestionsRequestSchema>, FocusSuggestions>;
  [RpcPattern.PremiumFocusGet]: Contract<RequestOf<typeof focusOverviewRequestSchema>, FocusOverview>;
  [RpcPattern.PremiumFocusStart]: Contract<RequestOf<typeof startFocusRequestSchema>, Focus>;
  [RpcPattern.PremiumFocusEnd]: Contract<RequestOf<typeof endFocusRequestSchema>, Focus>;
  [RpcPattern.PremiumFocusReminders]: Contract<RequestOf<typeof focusRemindersRequestSchema>, Focus>;
  [RpcPattern.PremiumFocusCheckIn]: Contract<RequestOf<typeof focusCheckInRequestSchema>, FocusCheckIn>;
  [RpcPattern.FocusRemindersStop]: Contract<RequestOf<typeof stopFocusRemindersRequestSchema>, { status: 'stopped' }>;
  [RpcPattern.IdentityLoginRequest]: Contract<RequestOf<typeof loginRequestSchema>, { status: 'sent' }>;
  [RpcPattern.IdentityLoginStatus]: Contract<RequestOf<typeof loginTokenRequestSchema>, LoginLinkStatus>;
  [RpcPattern.IdentityLoginVerify]: Contract<RequestOf<typeof loginVerifyRequestSchema>, LoginVerified>;
  [RpcPattern.IdentitySessionResolve]: Contract<RequestOf<typeof sessionTokenRequestSchema>, SessionResolved>;
  [RpcPattern.IdentitySessionEnd]: Contract<RequestOf<typeof sessionTokenRequestSchema>, { ended: true }>;
  [RpcPattern.BillingPrice]: Contract<NoPayload, PremiumPrice>;
  [RpcPattern.BillingCheckoutCreate]: Contract<RequestOf<typeof createCheckoutRpcSchema>, CreateCheckoutResult>;
  [RpcPattern.BillingCheckoutStatus]: Contract<RequestOf<typeof checkoutStatusRequestSchema>, CheckoutStatusResult>;
  [RpcPattern.BillingWebhook]: Contract<RequestOf<typeof stripeWebhookRpcSchema>, StripeWebhookResult>;
  [RpcPattern.AdminAuditList]: Contract<RequestOf<typeof adminPageRequestSchema>, AdminPage<Omit<AuditLine, 'actorEmail'>>>;
  [RpcPattern.AdminUsersSearch]: Contract<RequestOf<typeof adminUsersRequestSchema>, AdminPage<Omit<AdminUser, 'assessments'>>>;
  [RpcPattern.AdminUsersEmails]: Contract<RequestOf<typeof adminUserIdsRequestSchema>, { emails: Record<string, string> }>;
  [RpcPattern.AdminAssessmentCounts]: Contract<RequestOf<typeof adminUserIdsRequestSchema>, { counts: Record<string, number> }>;
  [RpcPattern.AdminPaymentsList]: Contract<RequestOf<typeof adminPaymentsRequestSchema>, AdminPayments>;
  [RpcPattern.AdminPremiumChange]: Contract<RequestOf<typeof adminPremiumChangeSchema>, { status: 'recorded' | 'already-recorded' }>;
  [RpcPattern.AdminFollowUpsList]: Contract<RequestOf<typeof adminPageRequestSchema>, AdminPage<AdminFollowUp>>;
  [RpcPattern.AdminFollowUpHandled]: Contract<RequestOf<typeof adminFollowUpIdSchema>, { status: 'handled' }>;
  [RpcPattern.AdminFollowUpReply]: Contract<RequestOf<typeof adminFollowUpReplySchema>, { status: 'sent' }>;
  [RpcPattern.AdminMailingListSize]: Contract<NoPayload, { size: number }>;
  [RpcPattern.AdminMailingListExport]: Contract<NoPayload, { subscribers: AdminSubscriber[] }>;
  [RpcPattern.AdminJourneyFunnel]: Contract<RequestOf<typeof funnelQuerySchema>, JourneyFunnel>;
  [RpcPattern.AdminPaymentAlerts]: Contract<NoPayload, PaymentAlertsPanel>;
  [RpcPattern.AdminInsightsConfig]: Contract<NoPayload, AdminInsightsConfig>;
  [RpcPattern.DebugHealth]: Contract<NoPayload, DebugHealth>;
  [RpcPattern.DebugTraffic]: Contract<NoPayload, DebugTraffic>;
  [RpcPattern.DebugQueues]: Contract<NoPayload, DebugQueues>;
  [RpcPattern.DebugFailedJobs]: Contract<RequestOf<typeof failedJobsRequestSchema>, FailedJobsPage>;
  [RpcPattern.DebugRetryJob]: Contract<RequestOf<typeof queueJobRequestSchema>, { status: 'retried' }>;
  [RpcPattern.DebugRemoveJob]: Contract<RequestOf<typeof queueJobRequestSchema>, { status: 'removed' }>;
  [RpcPattern.DebugErrorGroups]: Contract<RequestOf<typeof errorGroupsRequestSchema>, ErrorGroupsPage>;
  [RpcPattern.DebugErrorGroupStatus]: Contract<RequestOf<typeof errorGroupStatusRequestSchema>, ErrorGroupView>;
  [RpcPattern.IdentityHealth]: Contract<NoPayload, ServiceHealth>;
  [RpcPattern.AssessmentsHealth]: Contract<NoPayload, ServiceHealth>;
  [RpcPattern.BillingHealth]: Contract<NoPayload, ServiceHealth>;
  [RpcPattern.ObservabilityHealth]: Contract<NoPayload, ServiceHealth>;
  [RpcPattern.WorkerHealth]: Contract<NoPayload, ServiceHealth>;
  [RpcPattern.IndexNowStatus]: Contract<NoPayload, IndexNowKeyStatus>;
  [RpcPattern.IndexNowPending]: Contract<NoPayload, IndexNowPending>;
  [RpcPattern.IndexNowHistory]: Contract<NoPayload, IndexNowHistory>;
  [RpcPattern.IndexNowSubmitChanged]: Contract<NoPayload, IndexNowActionResult>;
  [RpcPattern.IndexNowSubmitUrl]: Contract<RequestOf<typeof submitIndexNowUrlSchema>, IndexNowActionResult>;
  [RpcPattern.IndexNowSubmitAll]: Contract<RequestOf<typeof submitIndexNowAllSchema>, IndexNowActionResult>;
}>;

/** What a caller of `pattern` sends. */
export type RpcRequestOf<P extends RpcPattern> = RpcContracts[P]['request'];
/** What `pattern`'s handler answers. */
export type RpcReplyOf<P extends RpcPattern> = RpcContracts[P]['reply'];
