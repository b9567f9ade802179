import type { EnglishBundle, Translation } from '../../translation.js';

export const domains = {
  'career-vocation': { name: 'करियर और पेशा', descriptor: 'आपके काम में उद्देश्य, प्रगति और संतोष' },
  'financial-wellbeing': { name: 'आर्थिक सेहत', descriptor: 'अपने पैसों को लेकर सुरक्षित और नियंत्रण में महसूस करना' },
  'physical-health': { name: 'शारीरिक स्वास्थ्य', descriptor: 'ऊर्जा, फ़िटनेस, नींद और रोज़ आपका शरीर कैसा महसूस करता है' },
  'emotional-wellbeing': { name: 'भावनात्मक सेहत', descriptor: 'शांति, लचीलापन और ज़िंदगी के उतार-चढ़ाव से आप कैसे निपटते हैं' },
  family: { name: 'परिवार', descriptor: 'जिन्हें आप परिवार मानते हैं, उनके साथ नज़दीकी, सहारा और समय' },
  friends: { name: 'दोस्त', descriptor: 'ऐसी दोस्तियाँ जिनमें आप समझे, सराहे और सहज महसूस करें' },
  'relationships-love': { name: 'रिश्ते और प्रेम', descriptor: 'अंतरंगता, साथ और वह प्रेम जो आप देते और पाते हैं' },
  'community-giving': { name: 'समुदाय और सेवा', descriptor: 'अपनापन, योगदान और दूसरों के जीवन में बदलाव लाना' },
  'fun-recreation': { name: 'मौज-मस्ती और मनोरंजन', descriptor: 'खेल, शौक और वे पल जब आप समय भूल जाते हैं' },
  'physical-environment': { name: 'आसपास का माहौल', descriptor: 'ऐसा घर और परिवेश जो शांत, सुरक्षित और अपना लगे' },
  'personal-growth': { name: 'व्यक्तिगत विकास', descriptor: 'सीखना, जिज्ञासा और वह बनना जो आप बनना चाहते हैं' },
  spirituality: { name: 'आध्यात्मिकता', descriptor: 'अर्थ, मूल्य और ख़ुद से बड़ी किसी चीज़ का एहसास' },
} satisfies Translation<EnglishBundle['domains']>;
