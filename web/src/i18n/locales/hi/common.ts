import type { EnglishBundle, Translation } from '../../translation.js';

export const common = {
  brand: 'Lifewheel',
  skipToContent: 'सीधे सामग्री पर जाएँ',
  loading: 'लोड हो रहा है…',
  nav: {
    home: 'Lifewheel होम',
    login: 'लॉग इन',
    dashboard: 'डैशबोर्ड',
    mainMenu: 'मुख्य मेन्यू',
  },
  language: {
    label: 'भाषा',
    switchTo: 'भाषा बदलें',
    offer: 'Lifewheel {{language}} में भी उपलब्ध है।',
    offerAccept: '{{language}} में देखें',
    offerDismiss: 'नहीं, धन्यवाद',
    loadFailed: 'यह भाषा लोड नहीं हो सकी। कृपया अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
  },
  footer: {
    tagline: 'अपने जीवन के संतुलन पर एक मुफ़्त और निजी नज़र।',
    about: 'व्हील ऑफ़ लाइफ़ (जीवन चक्र) एक कोचिंग अभ्यास है, जिसका श्रेय आम तौर पर पॉल जे. मेयर को दिया जाता है।',
    privacy: 'आपके जवाब तभी सहेजे जाते हैं जब आप अपने नतीजे देखते हैं, और वे एक निजी लिंक पर रहते हैं।',
    coachingTools: 'कोचिंग टूल',
    domains: 'जीवन के क्षेत्र',
    copyright: '© {{year}} Lifewheel',
  },
  notFound: {
    title: 'पेज नहीं मिला',
    body: 'आप जो पेज ढूँढ रहे थे, वह हमें नहीं मिला। हो सकता है वह कहीं और चला गया हो, या लिंक अधूरा हो।',
    home: 'होम पेज पर जाएँ',
  },
  toast: {
    region: 'सूचनाएँ (F8)',
    close: 'बंद करें',
    errorTitle: 'त्रुटि',
  },
  errors: {
    unexpected: 'हमारी ओर से कुछ गड़बड़ हो गई। कृपया पेज दोबारा लोड करें।',
    reload: 'दोबारा लोड करें',
  },
  meta: {
    defaultTitle: 'Lifewheel: व्हील ऑफ़ लाइफ़ पर मुफ़्त आत्म-मूल्यांकन',
    defaultDescription: 'अपने जीवन के 12 क्षेत्रों को अंक दें, देखें कि आप आज कहाँ हैं और कहाँ पहुँचना चाहते हैं, और अगले कदम के लिए शोध पर आधारित सुझाव पाएँ। मुफ़्त।',
  },
} satisfies Translation<EnglishBundle['common']>;
