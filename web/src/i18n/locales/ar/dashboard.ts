import type { EnglishBundle, Translation } from '../../translation.js';

// The parts of the premium dashboard this language has so far; the rest falls back to English.
export const dashboard = {
  history: {
    title: 'تقييماتك',
    showMore: 'عرض التقييمات السابقة',
    loadingMore: 'جارٍ تحميل التقييمات السابقة…',
    moreFailed: 'تعذّر تحميل تقييماتك السابقة. تحقّق من اتصالك وحاول مرة أخرى.',
  },
  compare: {
    howTo: 'لمقارنة تقييمين، اختر «قارن» على أحدهما ثم على الآخر.',
    pick: 'قارن',
    picked: 'مُختار للمقارنة',
    pickSecond: 'اختر الآن تقييمًا ثانيًا لمقارنته بتقييم {{date}}.',
    differentWheel: 'عجلة مختلفة: تقيّم مجالات أخرى، لذا لا يمكن مقارنتها بالتقييم الذي اخترته.',
    differentTitle: 'عجلة مختلفة',
    differentBody: 'تقيّم هذه التقييمات مجالات غير مجالات التقييم الذي اخترته، لذا لا يمكن مقارنتها به مجالًا بمجال.',
    title: 'مقارنة {{earlier}} بـ {{later}}',
    legendLater: 'مُعبّأ: {{date}}',
    legendEarlier: 'حدّ متقطّع: {{date}}',
    caption: 'الرضا الحالي في كل مجال في {{earlier}} وفي {{later}}، ومقدار التغيّر (من 1 إلى 10).',
    earlier: 'قبل',
    later: 'بعد',
    change: 'التغيّر',
    close: 'إغلاق المقارنة',
  },
  trends: {
    title: 'كيف يتغيّر كل مجال',
    intro: 'رضاك الحالي في كل مجال عبر كل تقييماتك بالعجلة القياسية ذات المجالات الاثني عشر.',
    loading: 'جارٍ تحميل اتجاهاتك…',
    loadFailed: 'تعذّر تحميل اتجاهاتك. تحقّق من اتصالك وحاول مرة أخرى.',
    notYet: 'تظهر اتجاهاتك ابتداءً من تقييمك الثاني بالعجلة القياسية.',
    summary: 'البداية {{first}}، والآن {{last}} (عدد التقييمات: {{count}})',
    stuck: 'متوقّف: الدرجة نفسها في آخر ثلاثة تقييمات',
  },
} satisfies Partial<Translation<EnglishBundle['dashboard']>>;
