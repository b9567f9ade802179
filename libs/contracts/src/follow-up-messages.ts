/**
 * What a visitor is told when a "What's Next" form or an unsubscribe link is not right. Error
 * bodies carry the key (`details.errors[].messageKey`) beside the English text, and the web app
 * shows its own translation of the key (`followUps.messages.<key>`).
 */
export const FOLLOW_UP_MESSAGES = {
  kindUnknown: 'Please choose one of the follow-up options',
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  questionRequired: 'Please write your question',
  questionTooShort: 'Your question needs at least 10 characters',
  questionTooLong: 'Your question can be at most 1000 characters',
  nameRequired: 'Please enter your name',
  nameTooLong: 'Your name can be at most 80 characters',
  goalTooLong: 'Your goal can be at most 500 characters',
  consentRequired: 'Please tick the box to agree to receive our emails',
  feedbackRequired: 'Please write your feedback',
  feedbackTooShort: 'Your feedback needs at least 10 characters',
  feedbackTooLong: 'Your feedback can be at most 2000 characters',
  languageUnknown: 'Unknown language code',
  resultsLinkNotFound: 'We could not find the results this form was sent from. Check that the link is complete.',
  unsubscribeLinkInvalid: 'This unsubscribe link is incomplete. Please use the whole link from the email.',
  confirmLinkInvalid: 'This confirmation link is incomplete. Please use the whole link from the email.',
} as const;

export type FollowUpMessageKey = keyof typeof FOLLOW_UP_MESSAGES;
