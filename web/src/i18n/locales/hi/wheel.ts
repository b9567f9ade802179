import type { EnglishBundle, Translation } from '../../translation.js';

export const wheel = {
  messages: {
    wheelNameRequired: 'व्हील का नाम ज़रूरी है',
    wheelNameTooLong: 'व्हील का नाम 50 अक्षरों से ज़्यादा नहीं हो सकता',
    domainNameRequired: 'क्षेत्र का नाम ज़रूरी है',
    domainNameTooLong: 'क्षेत्र का नाम 30 अक्षरों से ज़्यादा नहीं हो सकता',
    invalidColor: 'रंग का फ़ॉर्मैट सही नहीं है',
    tooFewDomains: 'कम से कम 3 क्षेत्र ज़रूरी हैं',
    tooManyDomains: 'ज़्यादा से ज़्यादा 12 क्षेत्र हो सकते हैं',
    duplicateDomainName: 'हर क्षेत्र का नाम अलग होना चाहिए',
    descriptorTooLong: 'विवरण 120 अक्षरों से ज़्यादा नहीं हो सकता',
    descriptorNotText: 'विवरण टेक्स्ट होना चाहिए',
  },
} satisfies Translation<EnglishBundle['wheel']>;
