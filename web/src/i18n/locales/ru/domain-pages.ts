import type { EnglishBundle, Translation } from '../../translation.js';

export const domainPages = {
  meta: {
    title: '{{title}}: сфера колеса жизни | Lifewheel',
  },
  eyebrow: 'Сфера вашего колеса жизни',
  covers: 'Что входит в эту сферу',
  signsOfBalance: 'Признаки равновесия',
  signsOfStrain: 'Признаки напряжения',
  research: 'Что говорят исследования',
  sources_one: 'Источник',
  sources_few: 'Источники',
  sources_many: 'Источники',
  sources_other: 'Источники',
  evidence: 'Тип данных',
  reflection: 'Вопросы для размышления',
  cta: {
    title: 'Как у вас дела в этой сфере?',
    body: 'Оцените её и другие сферы своей жизни примерно за 5 минут. Бесплатно и без регистрации.',
    link: 'Пройти бесплатный тест',
  },
  tools: 'Инструменты самокоучинга для этой сферы',
  otherAreas: 'Другие сферы колеса',
} satisfies Translation<EnglishBundle['domainPages']>;
