import type { EnglishBundle, Translation } from '../../translation.js';

export const common = {
  brand: 'Lifewheel',
  skipToContent: 'Перейти к содержанию',
  loading: 'Загрузка…',
  nav: {
    home: 'Главная страница Lifewheel',
    login: 'Войти',
    dashboard: 'Личный кабинет',
    mainMenu: 'Главное меню',
  },
  language: {
    label: 'Язык',
    switchTo: 'Сменить язык',
    offer: 'Lifewheel доступен и на вашем языке: {{language}}.',
    offerAccept: 'Сменить язык: {{language}}',
    offerDismiss: 'Нет, спасибо',
    loadFailed: 'Не удалось загрузить этот язык. Проверьте подключение и попробуйте ещё раз.',
  },
  footer: {
    tagline: 'Бесплатная и конфиденциальная проверка того, насколько гармонична ваша жизнь.',
    about: 'Колесо жизни — коучинговое упражнение, которое обычно приписывают Полу Дж. Майеру.',
    privacy: 'Ваши ответы сохраняются, только когда вы открываете результаты, по личной ссылке.',
    coachingTools: 'Инструменты коучинга',
    domains: 'Сферы жизни',
    copyright: '© {{year}} Lifewheel',
  },
  notFound: {
    title: 'Страница не найдена',
    body: 'Мы не нашли страницу, которую вы искали. Возможно, она переехала или ссылка неполная.',
    home: 'На главную',
  },
  toast: {
    region: 'Уведомления (F8)',
    close: 'Закрыть',
    errorTitle: 'Ошибка',
  },
  errors: {
    unexpected: 'У нас что-то пошло не так. Пожалуйста, перезагрузите страницу.',
    reload: 'Перезагрузить',
  },
  meta: {
    defaultTitle: 'Lifewheel: бесплатный тест «Колесо жизни»',
    defaultDescription:
      'Оцените 12 сфер жизни, увидьте разрыв между тем, где вы сейчас и где хотите быть, и получите идеи для следующего шага на основе исследований. Бесплатно.',
  },
} satisfies Translation<EnglishBundle['common']>;
