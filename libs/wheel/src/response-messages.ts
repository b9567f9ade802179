/** English texts of the response rules, with i18next-style `{{vars}}`; the web app translates by key. */
export const RESPONSE_MESSAGES = Object.freeze({
  scoreOutOfRange: 'Scores must be whole numbers from 1 to 10',
  missingDomain: 'Please rate {{domain}}',
  unknownDomain: '{{domain}} is not part of this wheel',
  duplicateDomain: '{{domain}} was rated twice',
  // A rating whose domain is missing or not text has no name to put into the messages above.
  domainRequired: 'Each rating needs a domain',
} as const);

export type ResponseMessageKey = keyof typeof RESPONSE_MESSAGES;
