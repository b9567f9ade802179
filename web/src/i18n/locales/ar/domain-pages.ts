import type { EnglishBundle, Translation } from '../../translation.js';

export const domainPages = {
  meta: {
    title: '{{title}}: أحد مجالات عجلة الحياة | Lifewheel',
  },
  eyebrow: 'أحد مجالات عجلة حياتك',
  covers: 'ما يشمله هذا المجال',
  signsOfBalance: 'علامات التوازن',
  signsOfStrain: 'علامات الضغط',
  research: 'ماذا تقول الأبحاث',
  sources_zero: 'المصادر',
  sources_one: 'المصدر',
  sources_two: 'المصدران',
  sources_few: 'المصادر',
  sources_many: 'المصادر',
  sources_other: 'المصادر',
  evidence: 'نوع الأدلة',
  reflection: 'أسئلة للتأمّل',
  cta: {
    title: 'كيف حال هذا المجال في حياتك؟',
    body: 'قيّمه مع بقية مجالات حياتك في نحو 5 دقائق. مجانًا ودون الحاجة إلى حساب.',
    link: 'ابدأ التقييم المجاني',
  },
  tools: 'أدوات التدريب الذاتي لهذا المجال',
  otherAreas: 'مجالات أخرى في العجلة',
} satisfies Translation<EnglishBundle['domainPages']>;
