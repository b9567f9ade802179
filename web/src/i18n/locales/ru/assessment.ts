import type { EnglishBundle, Translation } from '../../translation.js';

export const assessment = {
  meta: {
    title: 'Пройдите тест «Колесо жизни» | Lifewheel',
    description: 'Ответьте на два коротких вопроса о каждой сфере жизни: насколько вы довольны сейчас и насколько хотите быть довольны. Бесплатно и конфиденциально.',
  },
  title: 'Ваше колесо жизни',
  progress: 'Вопрос {{current}} из {{total}}',
  progressLabel: 'Прогресс теста',
  current: {
    question: 'Насколько вы сейчас довольны сферой «{{domain}}»?',
    legend: 'Удовлетворённость сейчас: {{domain}}',
  },
  desired: {
    question: 'Насколько вы хотели бы быть довольны сферой «{{domain}}»?',
    legend: 'Желаемая удовлетворённость: {{domain}}',
  },
  scale: {
    guidance: 'Выберите число от 1 (совсем не устраивает) до 10 (полностью устраивает). Можно также нажимать клавиши 1–9 и 0 (для 10).',
    low: 'Совсем не устраивает',
    high: 'Полностью устраивает',
    option: '{{value}}',
  },
  buttons: {
    next: 'Далее',
    previous: 'Назад',
    undo: 'Отменить',
    viewResults: 'Посмотреть результаты',
    saving: 'Сохраняем…',
  },
  restored: 'С возвращением! Мы сохранили ваши ответы.',
  saveFailed: 'Не удалось сохранить тест. Пожалуйста, попробуйте ещё раз.',
  customWheel: 'Своё колесо: {{name}}',
} satisfies Translation<EnglishBundle['assessment']>;
