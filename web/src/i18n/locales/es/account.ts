import type { EnglishBundle, Translation } from '../../translation.js';

export const account = {
  meta: { title: 'Tu cuenta | Lifewheel', description: 'Descarga todo lo que Lifewheel guarda sobre ti o elimina tu cuenta.' },
  nav: { link: 'Cuenta' },
  title: 'Tu cuenta',
  intro: 'Has iniciado sesión como {{email}}.',
  loading: 'Cargando tu cuenta…',
  export: {
    title: 'Descarga tus datos',
    body: 'Todo lo que Lifewheel guarda sobre ti: tu cuenta, tus evaluaciones guardadas, tus notas y avances en las herramientas, los mensajes que nos enviaste, tu suscripción al boletín y tus pagos.',
    json: 'Descargar en JSON',
    csv: 'Descargar en CSV (hoja de cálculo)',
    preparing: 'Preparando tu archivo…',
    failed: 'La descarga no funcionó. Revisa tu conexión e inténtalo de nuevo.',
  },
  delete: {
    title: 'Eliminar tu cuenta',
    body: 'Se borrarán tus evaluaciones guardadas, tus notas y avances en las herramientas, los mensajes que nos enviaste, tu suscripción al boletín y tu acceso. Los registros de pago se conservan para nuestra contabilidad, sin tu correo electrónico. No se puede deshacer.',
    open: 'Eliminar mi cuenta…',
    dialogTitle: '¿Eliminar tu cuenta para siempre?',
    label: 'Escribe tu correo electrónico para confirmar',
    hint: 'Escribe {{email}}',
    confirm: 'Eliminar mi cuenta',
    cancel: 'Conservar mi cuenta',
    deleting: 'Eliminando…',
    failed: 'No pudimos eliminar tu cuenta. Revisa tu conexión e inténtalo de nuevo.',
    errors: { confirmRequired: 'Escribe tu correo electrónico para confirmar.', confirmMismatch: 'Ese no es el correo electrónico de esta cuenta.' },
    doneTitle: 'Tu cuenta se eliminó',
    done: 'Borramos todo lo que guardábamos sobre ti y cerramos tu sesión.',
    home: 'Volver a la página de inicio',
  },
} satisfies Translation<EnglishBundle['account']>;
