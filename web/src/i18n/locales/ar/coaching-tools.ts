import type { EnglishBundle, Translation } from '../../translation.js';

export const coachingTools = {
  meta: {
    title: 'أدوات التدريب الذاتي لكل مجالات الحياة | Lifewheel',
    description: 'نظرة عامة على {{count}} تمرينًا قصيرًا للتدريب الذاتي، مرتّبة حسب مجالات عجلة الحياة الـ12: الغرض من كل تمرين والوقت الذي يستغرقه.',
  },
  title: 'أدوات التدريب الذاتي',
  intro:
    '{{count}} تمرينًا قصيرًا وعمليًا يمكنك القيام بها وحدك، مرتّبة حسب مجال الحياة الذي تفيده أكثر. لكل تمرين خطوات واضحة وأسئلة للتأمّل والمنهج الذي يستند إليه.',
  jumpTo: 'انتقل إلى مجال',
  groupCount_zero: '{{count}} أداة',
  groupCount_one: '{{count}} أداة',
  groupCount_two: '{{count}} أداتان',
  groupCount_few: '{{count}} أدوات',
  groupCount_many: '{{count}} أداةً',
  groupCount_other: '{{count}} أداة',
  minutes_zero: '{{count}} دقيقة',
  minutes_one: '{{count}} دقيقة',
  minutes_two: '{{count}} دقيقتان',
  minutes_few: '{{count}} دقائق',
  minutes_many: '{{count}} دقيقةً',
  minutes_other: '{{count}} دقيقة',
  premium: {
    badge: 'مميز',
    body: 'احصل على كل الأدوات مع إرشاد خطوة بخطوة، واحفظ تقدّمك مع الوقت، وتعمّق في كل مجال من مجالات حياتك، مقابل {{price}} فقط.',
    cta: 'احصل على النسخة المميزة',
    fullTools: 'افتح الأدوات كاملة بخطواتها',
  },
  assessment: {
    body: 'لا تعرف من أين تبدأ؟ تُظهر لك عجلتك المجالات ذات الفجوات الأكبر.',
    link: 'ابدأ التقييم المجاني',
  },
} satisfies Translation<EnglishBundle['coachingTools']>;
