import type { EnglishBundle, Translation } from '../../translation.js';

export const assessment = {
  meta: {
    title: 'व्हील ऑफ़ लाइफ़ आकलन करें | Lifewheel',
    description: 'जीवन के हर क्षेत्र के लिए दो छोटे सवालों के जवाब दें: आप अभी कितने संतुष्ट हैं और कितने संतुष्ट होना चाहते हैं। मुफ़्त और निजी।',
  },
  title: 'आपका व्हील ऑफ़ लाइफ़',
  progress: 'सवाल {{current}} (कुल {{total}})',
  progressLabel: 'आकलन की प्रगति',
  current: {
    question: '“{{domain}}” से आप अभी कितने संतुष्ट हैं?',
    legend: 'अभी की संतुष्टि: {{domain}}',
  },
  desired: {
    question: '“{{domain}}” में आप कितना संतुष्ट होना चाहते हैं?',
    legend: 'चाही गई संतुष्टि: {{domain}}',
  },
  scale: {
    guidance: '1 (बिल्कुल असंतुष्ट) से 10 (बहुत संतुष्ट) तक कोई अंक चुनें। कीबोर्ड पर 1-9 और 10 के लिए 0 भी दबा सकते हैं।',
    low: 'बिल्कुल असंतुष्ट',
    high: 'बहुत संतुष्ट',
    option: '{{value}}',
  },
  buttons: {
    next: 'आगे',
    previous: 'पीछे',
    undo: 'पहले जैसा करें',
    viewResults: 'नतीजे देखें',
    saving: 'सहेजा जा रहा है…',
  },
  restored: 'फिर से स्वागत है: आपके अब तक के जवाब हमने संभालकर रखे हैं।',
  saveFailed: 'आकलन सहेजा नहीं जा सका। कृपया फिर से कोशिश करें।',
  saveRateLimited: 'पिछले एक मिनट में आपके नेटवर्क से कई आकलन सहेजे गए हैं। कृपया एक मिनट रुककर फिर से कोशिश करें; आपके जवाब अभी भी यहीं हैं।',
  customWheel: 'कस्टम व्हील: {{name}}',
} satisfies Translation<EnglishBundle['assessment']>;
