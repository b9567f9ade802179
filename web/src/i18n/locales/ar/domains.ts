import type { EnglishBundle, Translation } from '../../translation.js';

export const domains = {
  'career-vocation': { name: 'المهنة والرسالة', descriptor: 'المعنى والنمو والرضا في عملك' },
  'financial-wellbeing': { name: 'الرفاه المالي', descriptor: 'الشعور بالأمان والتحكم في أموالك' },
  'physical-health': { name: 'الصحة الجسدية', descriptor: 'الطاقة واللياقة والنوم وإحساسك بجسدك يومًا بيوم' },
  'emotional-wellbeing': { name: 'الرفاه النفسي', descriptor: 'الهدوء والمرونة وطريقتك في مواجهة تقلّبات الحياة' },
  family: { name: 'العائلة', descriptor: 'القرب والدعم والوقت مع من تعدّهم عائلتك' },
  friends: { name: 'الأصدقاء', descriptor: 'صداقات تشعر فيها بأنك مرئي ومسنود ومرتاح' },
  'relationships-love': { name: 'العلاقات والحب', descriptor: 'الألفة والشراكة والحب الذي تمنحه وتتلقّاه' },
  'community-giving': { name: 'المجتمع والعطاء', descriptor: 'الانتماء والمساهمة وإحداث فرق في حياة الآخرين' },
  'fun-recreation': { name: 'المتعة والترفيه', descriptor: 'اللعب والهوايات واللحظات التي تنسى فيها الوقت' },
  'physical-environment': { name: 'البيئة المحيطة', descriptor: 'بيت ومحيط تشعر فيهما بالهدوء والأمان وأنهما لك' },
  'personal-growth': { name: 'النمو الشخصي', descriptor: 'التعلّم والفضول وأن تصبح من تريد أن تكون' },
  spirituality: { name: 'الروحانية', descriptor: 'المعنى والقيم والإحساس بشيء أكبر منك' },
} satisfies Translation<EnglishBundle['domains']>;
