/** Every query key in one place; a key's parts joined by "/" are its URL (spec section 7). */
export const queryKeys = {
  currentUser: ['/api/auth/user'] as const,
  assessment: (token: string) => ['/api/assessments', token] as const,
  // The secret travels in a header, so these keys name the answer and their own queryFn fetches it.
  shares: (token: string) => ['/api/assessments', token, 'shares'] as const,
  sharedWheel: (shareToken: string) => ['/api/shared', shareToken] as const,
  premiumAssessments: ['/api/premium/assessments'] as const,
  premiumTrends: ['/api/premium/trends'] as const,
  // The language is the answer's `?lang=`; a domain-less key covers the section page.
  premiumContent: (section: string, domain: string | null, language: string) => ['/api/premium/content', section, domain, language] as const,
  premiumContentAll: ['/api/premium/content'] as const,
  premiumPreview: (section: string, domain: string | null, language: string) => ['/api/premium/preview', section, domain, language] as const,
  // The focus loop: the overview (active and past) and the suggestions of one assessment (null: the latest).
  // Their tools' titles are in the page's language; invalidating `focusOverview` covers every language.
  focusOverview: ['/api/premium/focus'] as const,
  focusOverviewIn: (language: string) => ['/api/premium/focus', language] as const,
  focusSuggestions: (assessmentToken: string | null, language: string) => ['/api/premium/suggestions', assessmentToken, language] as const,
  premiumPrice: ['/api/billing/price'] as const,
  checkoutStatus: (sessionId: string) => ['/api/billing/checkout', sessionId] as const,
  // Asked with a POST (the token stays out of URLs): the key names the answer, its own queryFn fetches it.
  loginLinkStatus: (token: string) => ['/api/auth/link-status', token] as const,
};
