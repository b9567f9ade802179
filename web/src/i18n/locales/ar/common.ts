import type { EnglishBundle, Translation } from '../../translation.js';

export const common = {
  brand: 'Lifewheel',
  skipToContent: 'انتقل إلى المحتوى',
  loading: 'جارٍ التحميل…',
  nav: {
    home: 'الصفحة الرئيسية لـ Lifewheel',
    login: 'تسجيل الدخول',
    dashboard: 'لوحة التحكم',
    mainMenu: 'القائمة الرئيسية',
  },
  language: {
    label: 'اللغة',
    switchTo: 'تغيير اللغة',
    offer: 'يتوفّر Lifewheel أيضًا باللغة {{language}}.',
    offerAccept: 'التبديل إلى {{language}}',
    offerDismiss: 'لا، شكرًا',
    loadFailed: 'تعذّر تحميل هذه اللغة. يُرجى التحقق من اتصالك والمحاولة مرة أخرى.',
  },
  footer: {
    tagline: 'وقفة مجانية وخاصة مع توازن حياتك.',
    about: 'عجلة الحياة تمرين من تمارين التدريب الشخصي يُنسب عادةً إلى بول ج. ماير.',
    privacy: 'لا تُحفظ إجاباتك إلا حين تعرض نتائجك، وتبقى تحت رابط خاص بك.',
    coachingTools: 'أدوات التدريب الذاتي',
    domains: 'مجالات الحياة',
    copyright: '© {{year}} Lifewheel',
  },
  notFound: {
    title: 'الصفحة غير موجودة',
    body: 'لم نعثر على الصفحة التي تبحث عنها. ربما نُقلت إلى مكان آخر، أو ربما الرابط غير مكتمل.',
    home: 'العودة إلى الصفحة الرئيسية',
  },
  toast: {
    region: 'الإشعارات (F8)',
    close: 'إغلاق',
    errorTitle: 'خطأ',
  },
  errors: {
    unexpected: 'حدث خطأ من جهتنا. يُرجى إعادة تحميل الصفحة.',
    reload: 'إعادة التحميل',
  },
  meta: {
    defaultTitle: 'Lifewheel: تقييم ذاتي مجاني لعجلة الحياة',
    defaultDescription: 'قيّم 12 مجالًا من حياتك، واكتشف الفجوة بين واقعك وما تطمح إليه، واحصل على أفكار مدعومة بالأبحاث لخطوتك التالية. مجانًا.',
  },
} satisfies Translation<EnglishBundle['common']>;
