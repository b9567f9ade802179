import type { EnglishBundle, Translation } from '../../translation.js';

// The parts of the premium dashboard this language has so far; the rest falls back to English.
export const dashboard = {
  history: {
    title: 'Ваши оценки',
    showMore: 'Показать более ранние оценки',
    loadingMore: 'Загружаем более ранние оценки…',
    moreFailed: 'Не удалось загрузить более ранние оценки. Проверьте подключение и попробуйте ещё раз.',
  },
  compare: {
    howTo: 'Чтобы сравнить две оценки, нажмите «Сравнить» у одной, а затем у другой.',
    pick: 'Сравнить',
    picked: 'Выбрано для сравнения',
    pickSecond: 'Теперь выберите вторую оценку для сравнения с оценкой от {{date}}.',
    differentWheel: 'Другое колесо: в нём другие сферы, поэтому его нельзя сравнить с выбранной оценкой.',
    differentTitle: 'Другое колесо',
    differentBody: 'В этих оценках другие сферы, чем в выбранной, поэтому сравнить их по сферам нельзя.',
    title: '{{earlier}} и {{later}}: сравнение',
    legendLater: 'Заливка: {{date}}',
    legendEarlier: 'Пунктирный контур: {{date}}',
    caption: 'Текущая удовлетворённость в каждой сфере на {{earlier}} и на {{later}} и изменение (от 1 до 10).',
    earlier: 'До',
    later: 'После',
    change: 'Изменение',
    close: 'Закрыть сравнение',
  },
  trends: {
    title: 'Как меняется каждая сфера',
    intro: 'Ваша текущая удовлетворённость в каждой сфере по всем оценкам со стандартным колесом из 12 сфер.',
    loading: 'Загружаем ваши тенденции…',
    loadFailed: 'Не удалось загрузить ваши тенденции. Проверьте подключение и попробуйте ещё раз.',
    notYet: 'Тенденции появятся после второй оценки со стандартным колесом.',
    summary: 'Сначала {{first}}, сейчас {{last}} (оценок: {{count}})',
    stuck: 'Застой: одинаковый балл в трёх последних оценках',
  },
} satisfies Partial<Translation<EnglishBundle['dashboard']>>;
