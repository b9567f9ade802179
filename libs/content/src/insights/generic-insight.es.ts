import type { DomainInsight } from '../types.js';

// Texto de resultados para un área que la persona ha nombrado; {{domain}} es ese nombre.
export const genericInsight: DomainInsight = {
  about:
    '«{{domain}}» es un área que has elegido tú para tu rueda, y eso ya dice que te importa. Tu puntuación es una instantánea de tu satisfacción con ella en este momento, y la distancia con la puntuación deseada muestra cuánto cambio te gustaría.',
  research: {
    finding:
      'Los planes sencillos del tipo «si pasa esto, haré aquello», que vinculan una situación concreta con una acción concreta y se conocen como intenciones de implementación, hacen más probable que las personas actúen según sus objetivos. Un metaanálisis de 94 pruebas independientes encontró un efecto de mediano a grande en el logro de objetivos frente a las buenas intenciones por sí solas, lo que los convierte en una herramienta útil para el área «{{domain}}» o cualquier otra área de la vida.',
    sources: ['Gollwitzer (1999)', 'Gollwitzer & Sheeran (2006)'],
    evidence: 'metaanálisis de 94 pruebas independientes',
  },
  bands: {
    high: {
      reflect:
        'Una puntuación alta sugiere que el área «{{domain}}» te va bien ahora mismo. Quizá tengas rutinas, personas o decisiones que la sostienen, aunque rara vez pienses en ellas. Fijarte en lo que funciona puede ayudarte a mantenerlo cuando la vida cambie.',
      nextSteps: [
        'Apunta las dos o tres cosas que más ayudan a que el área «{{domain}}» vaya bien, para protegerlas cuando tengas mucho lío.',
        'Comparte lo que te funciona en el área «{{domain}}» con alguien a quien le pueda servir tu experiencia.',
        'Elige una pequeña forma de profundizar o ir un poco más allá en el área «{{domain}}» esta semana, y decide exactamente cuándo lo harás.',
      ],
      coachingQuestion:
        '¿Qué haría que el área «{{domain}}» te resultara aún más satisfactoria dentro de un año, y qué apunta ya en esa dirección?',
    },
    mid: {
      reflect:
        'Una puntuación media sugiere que el área «{{domain}}» está en parte donde quieres. Puede que algunas cosas funcionen mientras otras parecen atascadas, poco claras o aplastadas por otras prioridades. Esa mezcla es habitual y a menudo significa que unos pocos cambios bien enfocados podrían notarse bastante.',
      nextSteps: [
        'Escribe una frase sobre lo que funciona en el área «{{domain}}» y otra sobre lo que no.',
        'Elige un pequeño cambio para el área «{{domain}}» y prepara un plan «si…, entonces…»: concreta el momento exacto en que actuarás y qué harás.',
        'Cuéntale a alguien de confianza el cambio que quieres en el área «{{domain}}» y pídele que te pregunte cómo va la semana que viene.',
      ],
      coachingQuestion:
        'Si el área «{{domain}}» subiera solo dos puntos, ¿qué sería distinto en tu día a día?',
    },
    low: {
      reflect:
        'Una puntuación baja sugiere que el área «{{domain}}» no está donde te gustaría y que quizá te pese. Puede reflejar circunstancias que escapan a tu control, un cambio reciente o algo que llevas tiempo posponiendo. Ponerle nombre con sinceridad es un primer paso útil, y si afecta a tu salud, tu seguridad o tu estado de ánimo, hablar con un profesional puede ayudarte.',
      nextSteps: [
        'Escribe qué hace que el área «{{domain}}» esté baja ahora mismo, separando lo que puedes influir de lo que no.',
        'Elige el paso más pequeño posible que dependa de ti y dalo en los próximos tres días.',
        'Pide apoyo o consejo a una persona sobre el área «{{domain}}», aunque solo sea para hablarlo.',
      ],
      coachingQuestion:
        '¿Qué es lo que más te importa del área «{{domain}}» y qué es lo primero que te gustaría cambiar?',
    },
  },
};
