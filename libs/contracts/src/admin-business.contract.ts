import { z } from 'zod';
import type { AuditAction } from './admin-audit.contract.js';
import { keyedRules } from './keyed-message.js';
import type { Sealed, EmailRecipientSecrets } from './email-jobs.contract.js';

// The operations console's business side (issue 17, /admin): users, manual premium, payments,
// follow-ups and the mailing list, and the audit log. Each RPC is answered by the service that owns
// the fact, with @RequireAdmin; the gateway only composes.

/** Patterns of the console's business side; spread into RpcPattern. */
export const AdminBusinessPattern = {
  /** The audit log, newest first (observability). */
  AdminAuditList: 'observability.admin.audit',
  /** Users by address, premium, admin and created date (identity). */
  AdminUsersSearch: 'identity.admin.users',
  /** The addresses of some user ids (identity): the console shows people by address, stored nowhere else. */
  AdminUsersEmails: 'identity.admin.emails',
  /** How many assessments each of some users has saved (assessments). */
  AdminAssessmentCounts: 'assessments.admin.counts',
  /** Payments with their state, refunds and disputes, and the failures of the last 24 h (billing). */
  AdminPaymentsList: 'billing.admin.payments',
  /** Grants or revokes premium by hand through billing's outbox, as a payment does (billing). */
  AdminPremiumChange: 'billing.admin.premium',
  /** The follow-ups inbox, newest first (assessments). */
  AdminFollowUpsList: 'assessments.admin.followUps',
  AdminFollowUpHandled: 'assessments.admin.followUps.handled',
  AdminFollowUpReply: 'assessments.admin.followUps.reply',
  /** The mailing list's size, and its subscribers for the CSV export (assessments). */
  AdminMailingListSize: 'assessments.admin.mailingList.size',
  AdminMailingListExport: 'assessments.admin.mailingList.export',
} as const;

/** Every list of the console answers this many rows a page. */
export const ADMIN_PAGE_SIZE = 50;
export const ADMIN_REASON_MAX_LENGTH = 500;
export const ADMIN_REPLY_MAX_LENGTH = 10_000;

/** What an admin is told when a console request is not right (keys travel in error bodies). */
export const ADMIN_MESSAGES = {
  pageInvalid: 'The page must be a whole number from 1',
  filterInvalid: 'This filter is not one of the choices',
  dateInvalid: 'Give the date as YYYY-MM-DD',
  statusUnknown: 'Unknown payment state',
  idInvalid: 'This is not a valid id',
  idsInvalid: 'Give between 1 and 100 ids',
  grantInvalid: 'Say whether to grant (true) or revoke (false) premium',
  reasonRequired: 'Please give a reason',
  reasonTooLong: `The reason can be at most ${ADMIN_REASON_MAX_LENGTH} characters`,
  requestIdInvalid: 'The request id must be a UUID',
  replyRequired: 'Please write the reply',
  replyTooLong: `The reply can be at most ${ADMIN_REPLY_MAX_LENGTH} characters`,
  followUpHasNoEmail: 'This follow-up left no address to reply to',
} as const;

const rule = keyedRules(ADMIN_MESSAGES);

const pageSchema = z.coerce.number(rule('pageInvalid')).int(rule('pageInvalid')).min(1, rule('pageInvalid')).max(100_000, rule('pageInvalid')).default(1);
const yesNo = z.enum(['yes', 'no'], rule('filterInvalid')).optional();
const dateSchema = z
  .string(rule('dateInvalid'))
  .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), rule('dateInvalid'))
  .optional();
const uuid = z.string(rule('idInvalid')).uuid(rule('idInvalid'));
const reasonSchema = z.string(rule('reasonRequired')).trim().min(1, rule('reasonRequired')).max(ADMIN_REASON_MAX_LENGTH, rule('reasonTooLong'));

export const adminPageRequestSchema = z.object({ page: pageSchema });

export const adminUsersRequestSchema = z.object({
  page: pageSchema,
  /** A part of the address, any case. */
  email: z.string().trim().max(254).optional(),
  premium: yesNo,
  admin: yesNo,
  /** Created on or after this day, and on or before that one (UTC days). */
  createdFrom: dateSchema,
  createdTo: dateSchema,
});

export const adminUserIdsRequestSchema = z.object({ userIds: z.array(uuid, rule('idsInvalid')).min(1, rule('idsInvalid')).max(100, rule('idsInvalid')) });

export const ADMIN_PAYMENT_STATES = ['pending', 'paid', 'failed', 'refunded', 'disputed'] as const;
export const adminPaymentsRequestSchema = z.object({
  page: pageSchema,
  status: z.enum(ADMIN_PAYMENT_STATES, rule('statusUnknown')).optional(),
  from: dateSchema,
  to: dateSchema,
});

/** The body of POST /api/admin/users/:userId/premium. `requestId` (made once per dialog) makes a double click one change. */
export const adminPremiumBodySchema = z.object({
  grant: z.boolean(rule('grantInvalid')),
  reason: reasonSchema,
  requestId: z.string(rule('requestIdInvalid')).uuid(rule('requestIdInvalid')),
});
/** What billing gets: the body, the user and the address identity knows for them. */
export const adminPremiumChangeSchema = adminPremiumBodySchema.extend({ userId: uuid, email: z.string().min(3).max(254) });

export const adminFollowUpIdSchema = z.object({ followUpId: uuid });
export const adminFollowUpReplyBodySchema = z.object({
  body: z.string(rule('replyRequired')).trim().min(1, rule('replyRequired')).max(ADMIN_REPLY_MAX_LENGTH, rule('replyTooLong')),
  requestId: z.string(rule('requestIdInvalid')).uuid(rule('requestIdInvalid')),
});
export const adminFollowUpReplySchema = adminFollowUpReplyBodySchema.extend({ followUpId: uuid });

export interface AdminPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface AdminUser {
  id: string;
  email: string;
  isPremium: boolean;
  isAdmin: boolean;
  createdAt: string;
  /** Filled in by the gateway from assessments. */
  assessments: number;
}

export interface AdminPayment {
  id: string;
  status: (typeof ADMIN_PAYMENT_STATES)[number];
  amount: number | null;
  currency: string;
  amountRefunded: number;
  disputeStatus: 'open' | 'won' | 'lost' | null;
  stripePaymentIntentId: string;
  stripeSessionId: string | null;
  userId: string | null;
  userEmail: string | null;
  createdAt: string;
  updatedAt: string;
}
export type AdminPayments = AdminPage<AdminPayment> & { failedLast24h: number };

export interface AdminFollowUpReply {
  id: string;
  body: string;
  sentAt: string;
  actorUserId: string;
}
export interface AdminFollowUp {
  id: string;
  kind: 'life-question' | 'success-team' | 'pro-tools-feedback';
  /** What the visitor wrote, field by field (question; name and goal; message). */
  fields: Record<string, string>;
  email: string | null;
  language: string;
  createdAt: string;
  handledAt: string | null;
  replies: AdminFollowUpReply[];
}

export interface AdminSubscriber {
  email: string;
  language: string;
  consentedAt: string;
}

export interface AuditLine {
  eventId: string;
  occurredAt: string;
  actorUserId: string;
  /** Filled in by the gateway from identity (null when the account is gone). */
  actorEmail: string | null;
  action: AuditAction;
  target: string;
  reason: string | null;
  details: Record<string, string | number | boolean | null> | null;
}

/** The worker's reply to a follow-up: the admin's text, sent as plain text (escaped in the HTML part). */
export interface FollowUpReplyEmailJob {
  followUpId: string;
  replyId: string;
  secrets: Sealed<EmailRecipientSecrets & { body: string }>;
}
