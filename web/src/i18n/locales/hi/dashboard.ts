import type { EnglishBundle, Translation } from '../../translation.js';

// The parts of the premium dashboard this language has so far; the rest falls back to English.
export const dashboard = {
  history: {
    title: 'आपके आकलन',
    showMore: 'पहले के आकलन दिखाएँ',
    loadingMore: 'पहले के आकलन लोड हो रहे हैं…',
    moreFailed: 'आपके पहले के आकलन लोड नहीं हो सके। कृपया अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
  },
  compare: {
    howTo: 'दो आकलनों की तुलना के लिए एक पर "तुलना करें" चुनें, फिर दूसरे पर।',
    pick: 'तुलना करें',
    picked: 'तुलना के लिए चुना गया',
    pickSecond: 'अब {{date}} वाले आकलन से तुलना के लिए दूसरा आकलन चुनें।',
    differentWheel: 'अलग व्हील: यह दूसरे क्षेत्रों को आँकता है, इसलिए आपके चुने आकलन से इसकी तुलना नहीं हो सकती।',
    differentTitle: 'अलग व्हील',
    differentBody: 'ये आकलन आपके चुने आकलन से अलग क्षेत्रों को आँकते हैं, इसलिए क्षेत्र-दर-क्षेत्र तुलना नहीं हो सकती।',
    title: '{{earlier}} और {{later}} की तुलना',
    legendLater: 'भरा हुआ: {{date}}',
    legendEarlier: 'डैश वाली रेखा: {{date}}',
    caption: '{{earlier}} और {{later}} को हर क्षेत्र में मौजूदा संतुष्टि, और बदलाव (1 से 10)।',
    earlier: 'पहले',
    later: 'बाद में',
    change: 'बदलाव',
    close: 'तुलना बंद करें',
  },
  trends: {
    title: 'हर क्षेत्र कैसे बदल रहा है',
    intro: '12 क्षेत्रों वाले मानक व्हील के आपके हर आकलन में हर क्षेत्र की मौजूदा संतुष्टि।',
    loading: 'आपके रुझान लोड हो रहे हैं…',
    loadFailed: 'आपके रुझान लोड नहीं हो सके। कृपया अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
    notYet: 'मानक व्हील के आपके दूसरे आकलन से रुझान दिखने लगेंगे।',
    summary: 'शुरुआत {{first}}, अब {{last}} (आकलन: {{count}})',
    stuck: 'ठहराव: पिछले तीन आकलनों में एक ही स्कोर',
  },
} satisfies Partial<Translation<EnglishBundle['dashboard']>>;
