import type { EnglishBundle, Translation } from '../../translation.js';

export const followUps = {
  intro: '¿Hacia dónde te gustaría ir a partir de aquí? Cada opción es un formulario breve.',
  optional: '(opcional)',
  sending: 'Enviando…',
  formLoadFailed: 'No se pudo cargar este formulario. Comprueba tu conexión e inténtalo de nuevo.',
  kinds: {
    lifeQuestion: {
      title: 'Haz una pregunta sobre tu vida',
      description: '¿Tu rueda te ha despertado alguna pregunta sobre tu vida? Escríbela aquí y déjanos tu correo electrónico si quieres una respuesta.',
      submit: 'Enviar mi pregunta',
      confirmation: 'Gracias: tu pregunta nos ha llegado.',
    },
    successTeam: {
      title: 'Únete a un Success Team',
      description: 'Avanza hacia un objetivo junto a un grupo pequeño de personas que se animan unas a otras.',
      submit: 'Solicitar unirme a un equipo',
      confirmation: 'Gracias: nos ha llegado tu solicitud para unirte a un Success Team.',
    },
    mailingList: {
      title: 'Suscríbete a la lista de correo',
      description: 'De vez en cuando: ideas para una vida más equilibrada, nuevas herramientas de autocoaching y novedades de Lifewheel.',
      submit: 'Suscribirme',
      confirmation:
        'Ya casi está: revisa tu bandeja de entrada y confirma con el enlace del correo que te acabamos de enviar. Solo te añadimos cuando confirmes.',
    },
    proToolsFeedback: {
      title: 'Opina sobre las herramientas Pro',
      description: 'Cuéntanos qué haría más útiles para ti las herramientas de autocoaching prémium.',
      submit: 'Enviar mi opinión',
      confirmation: 'Gracias: tu opinión nos ha llegado.',
    },
  },
  fields: {
    question: { label: 'Tu pregunta', hint: 'Entre 10 y 1000 caracteres.' },
    name: { label: 'Tu nombre' },
    email: { label: 'Tu correo electrónico' },
    emailForAnswer: { label: 'Tu correo electrónico', hint: 'Solo si quieres recibir la respuesta por correo.' },
    goal: { label: 'Un objetivo en el que te gustaría trabajar', hint: 'Hasta 500 caracteres.' },
    message: { label: 'Tu opinión', hint: 'Entre 10 y 2000 caracteres.' },
    consent: {
      label:
        'Sí, quiero recibir por correo electrónico la lista de correo de Lifewheel. Puedo darme de baja cuando quiera con el enlace que incluye cada correo.',
    },
  },
  messages: {
    kindUnknown: 'Elige una de las opciones de seguimiento',
    emailRequired: 'Escribe tu correo electrónico',
    emailInvalid: 'Escribe un correo electrónico válido',
    questionRequired: 'Escribe tu pregunta',
    questionTooShort: 'Tu pregunta necesita al menos 10 caracteres',
    questionTooLong: 'Tu pregunta puede tener como máximo 1000 caracteres',
    nameRequired: 'Escribe tu nombre',
    nameTooLong: 'Tu nombre puede tener como máximo 80 caracteres',
    goalTooLong: 'Tu objetivo puede tener como máximo 500 caracteres',
    consentRequired: 'Marca la casilla para aceptar recibir nuestros correos',
    feedbackRequired: 'Escribe tu opinión',
    feedbackTooShort: 'Tu opinión necesita al menos 10 caracteres',
    feedbackTooLong: 'Tu opinión puede tener como máximo 2000 caracteres',
    languageUnknown: 'Código de idioma desconocido',
    resultsLinkNotFound: 'No encontramos los resultados desde los que se envió este formulario. Comprueba que el enlace esté completo.',
    unsubscribeLinkInvalid: 'Este enlace para darte de baja está incompleto. Usa el enlace completo del correo.',
    confirmLinkInvalid: 'Este enlace de confirmación está incompleto. Usa el enlace completo del correo.',
  },
  errors: {
    fieldInvalid: 'Revisa este campo',
    rateLimited: 'Se han enviado muchos formularios desde tu red en el último minuto. Espera un minuto y vuelve a enviarlo; tus respuestas siguen aquí.',
    network: 'No hemos podido conectar con Lifewheel. Comprueba tu conexión y vuelve a enviarlo; tus respuestas siguen aquí.',
    server: 'Ahora mismo no se ha podido enviar tu formulario. Inténtalo de nuevo en un momento; tus respuestas siguen aquí.',
  },
  unsubscribe: {
    meta: {
      title: 'Darse de baja de la lista de correo | Lifewheel',
      description: 'Confirma que ya no quieres recibir la lista de correo de Lifewheel.',
    },
    title: '¿Quieres darte de baja de la lista de correo de Lifewheel?',
    body: 'Pulsa el botón de abajo y dejaremos de enviarte correos. Puedes volver a suscribirte cuando quieras desde tu página de resultados.',
    confirm: 'Darme de baja',
    working: 'Dándote de baja…',
    doneTitle: 'Te has dado de baja de la lista de correo',
    done: 'Se ha completado la baja. No recibirás más correos nuestros.',
    invalidTitle: 'No hemos podido leer este enlace para darte de baja',
    home: 'Ir a la página de inicio',
    failed: 'Ahora mismo no hemos podido darte de baja. Comprueba tu conexión y vuelve a pulsar el botón.',
  },
  // The double opt-in page the confirmation email links to (/mailing-list/confirm/{token}).
  confirm: {
    meta: {
      title: 'Confirma tu suscripción a la lista de correo | Lifewheel',
      description: 'Confirma que quieres recibir la lista de correo de Lifewheel.',
    },
    title: '¿Te unes a la lista de correo de Lifewheel?',
    body: 'Pulsa el botón para confirmar que quieres recibir nuestros correos. Si no lo has pedido tú, cierra esta página y no se enviará nada.',
    submit: 'Sí, añádeme a la lista',
    working: 'Confirmando…',
    doneTitle: 'Ya estás en la lista',
    done: 'Gracias por confirmar. Te llegará un correo de bienvenida con un enlace para darte de baja cuando quieras.',
    usedTitle: 'Ya confirmado',
    used: 'Este enlace ya se ha usado, así que la dirección ya está en la lista. No tienes que hacer nada más.',
    expiredTitle: 'Este enlace ha caducado',
    expired: 'Los enlaces de confirmación funcionan durante {{days}} días. Vuelve a suscribirte desde tu página de resultados y te enviaremos uno nuevo.',
    invalidTitle: 'No hemos podido leer este enlace de confirmación',
    invalid:
      'El enlace está incompleto o ya no es válido. Usa el enlace completo del correo más reciente o vuelve a suscribirte desde tu página de resultados.',
    failed: 'Ahora mismo no hemos podido confirmarlo. Comprueba tu conexión y vuelve a pulsar el botón.',
  },
} satisfies Translation<EnglishBundle['followUps']>;
