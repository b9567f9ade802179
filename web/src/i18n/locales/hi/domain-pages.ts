import type { EnglishBundle, Translation } from '../../translation.js';

export const domainPages = {
  meta: {
    title: '{{title}}: व्हील ऑफ़ लाइफ़ का एक क्षेत्र | Lifewheel',
  },
  eyebrow: 'आपके व्हील ऑफ़ लाइफ़ का एक क्षेत्र',
  covers: 'इस क्षेत्र में क्या आता है',
  signsOfBalance: 'संतुलन के संकेत',
  signsOfStrain: 'तनाव के संकेत',
  research: 'शोध क्या कहता है',
  sources_one: 'स्रोत',
  sources_other: 'स्रोत',
  evidence: 'प्रमाण का प्रकार',
  reflection: 'सोचने के लिए सवाल',
  cta: {
    title: 'आपकी ज़िंदगी में यह क्षेत्र कैसा चल रहा है?',
    body: 'इसे और अपने जीवन के बाक़ी क्षेत्रों को लगभग 5 मिनट में अंक दें। मुफ़्त, और कोई अकाउंट ज़रूरी नहीं।',
    link: 'मुफ़्त आकलन करें',
  },
  tools: 'इस क्षेत्र के लिए सेल्फ़-कोचिंग टूल',
  otherAreas: 'व्हील के दूसरे क्षेत्र',
} satisfies Translation<EnglishBundle['domainPages']>;
