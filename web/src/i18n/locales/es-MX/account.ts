import type { EnglishBundle, Translation } from '../../translation.js';

export const account = {
  meta: { title: 'Tu cuenta | Lifewheel', description: 'Descarga todo lo que Lifewheel guarda sobre ti o elimina tu cuenta.' },
  nav: { link: 'Cuenta' },
  title: 'Tu cuenta',
  intro: 'Has iniciado sesión como {{email}}.',
  loading: 'Cargando tu cuenta…',
  export: {
    title: 'Descarga tus datos',
    body: 'Todo lo que Lifewheel guarda sobre ti: tu cuenta, tus evaluaciones guardadas, tus notas y avances en las herramientas, los mensajes que nos mandaste, tu suscripción a la lista de correo y tus pagos.',
    json: 'Descargar en JSON',
    csv: 'Descargar en CSV (hoja de cálculo)',
    preparing: 'Preparando tu archivo…',
    failed: 'No se pudo descargar. Revisa tu conexión y vuelve a intentarlo.',
  },
  delete: {
    title: 'Eliminar tu cuenta',
    body: 'Se borrarán tus evaluaciones guardadas, tus notas y avances en las herramientas, los mensajes que nos mandaste, tu suscripción a la lista de correo y tu acceso. Los registros de pago se quedan para nuestra contabilidad, sin tu correo. Esto no se puede deshacer.',
    open: 'Eliminar mi cuenta…',
    dialogTitle: '¿Eliminar tu cuenta para siempre?',
    label: 'Escribe tu correo para confirmar',
    hint: 'Escribe {{email}}',
    confirm: 'Eliminar mi cuenta',
    cancel: 'Conservar mi cuenta',
    deleting: 'Eliminando…',
    failed: 'No se pudo eliminar tu cuenta. Revisa tu conexión y vuelve a intentarlo.',
    errors: { confirmRequired: 'Escribe tu correo para confirmar.', confirmMismatch: 'Ese no es el correo de esta cuenta.' },
    doneTitle: 'Tu cuenta fue eliminada',
    done: 'Borramos todo lo que guardábamos sobre ti y cerramos tu sesión.',
    home: 'Volver a la página de inicio',
  },
} satisfies Translation<EnglishBundle['account']>;
