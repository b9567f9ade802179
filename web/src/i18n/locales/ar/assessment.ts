import type { EnglishBundle, Translation } from '../../translation.js';

export const assessment = {
  meta: {
    title: 'قيّم عجلة حياتك | Lifewheel',
    description: 'أجب عن سؤالين سريعين لكل مجال من حياتك: ما مدى رضاك الآن، وما الرضا الذي تطمح إليه. مجاني وخاص.',
  },
  title: 'عجلة حياتك',
  progress: 'السؤال {{current}} من {{total}}',
  progressLabel: 'التقدّم في التقييم',
  current: {
    question: 'ما مدى رضاك الآن عن مجال «{{domain}}»؟',
    legend: 'الرضا الحالي: {{domain}}',
  },
  desired: {
    question: 'ما مدى الرضا الذي تطمح إليه في مجال «{{domain}}»؟',
    legend: 'الرضا المنشود: {{domain}}',
  },
  scale: {
    guidance: 'اختر رقمًا من 1 (غير راضٍ إطلاقًا) إلى 10 (راضٍ جدًا). يمكنك أيضًا استخدام المفاتيح من 1 إلى 9، والمفتاح 0 للرقم 10.',
    low: 'غير راضٍ إطلاقًا',
    high: 'راضٍ جدًا',
    option: '{{value}}',
  },
  buttons: {
    next: 'التالي',
    previous: 'السابق',
    undo: 'تراجع',
    viewResults: 'اعرض النتائج',
    saving: 'جارٍ الحفظ…',
  },
  restored: 'مرحبًا بعودتك: احتفظنا لك بإجاباتك حتى الآن.',
  saveFailed: 'تعذّر حفظ التقييم. يُرجى المحاولة مرة أخرى.',
  saveRateLimited: 'حُفظت تقييمات كثيرة من شبكتك خلال الدقيقة الماضية. يُرجى الانتظار دقيقة ثم المحاولة مجددًا؛ إجاباتك ما زالت هنا.',
  customWheel: 'عجلة مخصّصة: {{name}}',
} satisfies Translation<EnglishBundle['assessment']>;
