import type { DefaultDomainId } from '@lifewheel/wheel';
import type { DomainInsight } from '../types.js';

// Las fuentes citadas se mantienen exactamente como en insights.en.ts.
export const insights: Record<DefaultDomainId, DomainInsight> = {
  'career-vocation': {
    about:
      'Esta área trata del trabajo que haces, remunerado o no, y de lo bien que encaja contigo: si aprovecha tus fortalezas, si te deja decidir en algo y si compensa las horas que le dedicas. También abarca el rumbo, la sensación de que tu vida laboral avanza hacia donde quieres ir.',
    research: {
      finding:
        'La teoría de la autodeterminación propone que las personas prosperan cuando se cubren tres necesidades básicas: autonomía (poder elegir en parte qué haces y cómo), competencia (sentirte capaz y mejorar) y relación (sentirte conectado con las personas que te rodean). Estudios en el trabajo y en otros ámbitos asocian la satisfacción de estas necesidades con una motivación más sólida y un mayor bienestar.',
      sources: ['Deci & Ryan (2000)'],
      evidence: 'revisión teórica basada en décadas de estudios de laboratorio y de campo',
    },
    bands: {
      high: {
        reflect:
          'Un puntaje tan alto puede significar que en este momento tu trabajo te ofrece una buena mezcla de reto, margen de decisión y gente con la que te gusta trabajar. Suele indicar que lo que haces durante el día encaja bastante bien con lo que te importa. También puede ser un buen momento para fijarte en qué hace que funcione, y así protegerlo cuando las cosas cambien.',
        nextSteps: [
          'Anota las dos o tres partes de tu trabajo que más energía te dan y escribe una forma de mantener cada una en tu agenda el próximo mes.',
          'Cuéntale a un compañero o a tu jefe, de forma concreta, qué te ha funcionado bien; ponerle nombre hace más fácil protegerlo.',
          'Ofrece una hora esta semana para ayudar a alguien que está empezando su carrera con algo que se te da bien.',
        ],
        coachingQuestion:
          '¿Qué te gustaría que fuera cierto en tu trabajo dentro de cinco años y hoy solo lo es en parte?',
      },
      mid: {
        reflect:
          'Un puntaje medio suele significar que el trabajo va bien la mayoría de los días, pero no está del todo donde quieres: quizá las tareas son llevaderas pero ya no te suponen un reto, o el trabajo paga las facturas sin sentirlo como tuyo. Puede que notes que una parte te agota más que el resto. Es información útil, porque pequeños cambios en cómo haces tu trabajo pueden cambiar cómo lo vives.',
        nextSteps: [
          'Durante tres días laborables, marca cada tarea como estimulante, neutra o agotadora, y busca el patrón al final de la semana.',
          'Elige una tarea agotadora y prueba un cambio de “job crafting” (rediseñar tu puesto): hazla de otra manera, hazla con otra persona o recuerda a quién ayuda en última instancia.',
          'Reserva 30 minutos para preguntarle a alguien cuyo trabajo admiras cómo fue dando forma a su puesto con el tiempo.',
        ],
        coachingQuestion:
          'Si pudieras rediseñar una parte de tu puesto actual sin cambiar de trabajo, ¿qué cambiarías primero y por qué te importa?',
      },
      low: {
        reflect:
          'Un puntaje bajo puede reflejar un trabajo que te resulta agotador, inestable o alejado de lo que te importa, o puede que estés entre dos empleos, estudiando o cuidando de otras personas y extrañando tener un rumbo. A menudo viene acompañado de un cansancio que se extiende al resto de tu vida. Sea cual sea el motivo, un puntaje bajo es una señal que merece tomarse en serio, no un juicio sobre ti.',
        nextSteps: [
          'Escribe una frase sobre lo que más te agota en este momento del trabajo y otra sobre lo que extrañarías si desapareciera; la diferencia suele señalar qué cambiar.',
          'Elige un pequeño límite que puedas mantener esta semana, como una hora fija de salida dos días o no mirar mensajes del trabajo a partir de cierta hora.',
          'Pide a una persona, como un antiguo compañero, un mentor o un orientador vocacional, una conversación de 20 minutos sobre tus opciones.',
        ],
        coachingQuestion:
          '¿Qué es lo que ya no estás dispuesto a aceptar en tu vida laboral y cuál sería un primer paso pequeño para alejarte de ello?',
      },
    },
  },

  'financial-wellbeing': {
    about:
      'El bienestar financiero tiene menos que ver con cuánto ganas y más con cómo te sientes respecto al dinero: si puedes cubrir las necesidades de hoy, asumir un gasto imprevisto y tomar decisiones que te importan. Incluye los hábitos, los planes y las conversaciones que dan forma a esa sensación.',
    research: {
      finding:
        'Una revisión de la investigación sobre la felicidad sugiere que importa tanto cómo gasta la gente su dinero como cuánto tiene. Gastar en experiencias en lugar de en cosas, gastar en otras personas y preferir muchos pequeños placeres a unos pocos grandes suele aportar una satisfacción más duradera que la mayoría de las compras materiales.',
      sources: ['Dunn, Gilbert & Wilson (2011)'],
      evidence: 'artículo de revisión que resume muchos estudios',
    },
    bands: {
      high: {
        reflect:
          'Un puntaje alto sugiere que el dinero está bastante bajo control: las facturas están cubiertas, probablemente tienes algo de colchón y puedes gastar en lo que valoras sin demasiada preocupación. También puede significar que tienes una relación tranquila con el dinero, que no es lo mismo que ser rico. Puede ser un buen momento para comprobar que tu dinero está al servicio de lo que más te importa.',
        nextSteps: [
          'Repasa los gastos del mes pasado y encierra en un círculo las tres compras que más disfrute duradero te dieron; fíjate en si fueron experiencias, tiempo o cosas.',
          'Elige una gestión a largo plazo que sueles aplazar, como revisar tus aportaciones para el retiro, hacer tu testamento o revisar tus seguros, y reserva un momento para ocuparte de ella.',
          'Planea un pequeño gesto de generosidad esta semana, como invitar a un amigo o donar a una causa que te importe.',
        ],
        coachingQuestion:
          'Más allá de la seguridad, ¿qué quieres que tu dinero haga posible en tu vida en los próximos años?',
      },
      mid: {
        reflect:
          'Un puntaje medio suele significar que la vas llevando, pero sin sentirte del todo tranquilo: quizá queda poco a fin de mes, hay una deuda de fondo o tienes la sensación de que deberías ser más organizado. Puede que el día a día vaya bien y aun así el futuro te inquiete. Un poco más de claridad suele aliviar esa inquietud más de lo que la gente espera.',
        nextSteps: [
          'Escribe en una sola hoja tus gastos fijos mensuales y tu sueldo neto, para conocer tu margen real.',
          'Programa una transferencia automática el día de pago, por pequeña que sea, a una cuenta de ahorro aparte.',
          'Cancela o pausa una suscripción o un gasto fijo que ya no valores.',
        ],
        coachingQuestion:
          '¿Cómo sería para ti tener suficiente, tanto en cifras como en cómo se sentirían tus días?',
      },
      low: {
        reflect:
          'Un puntaje bajo puede reflejar una presión real: facturas difíciles de pagar, deudas que no dejan de crecer, ingresos inciertos o miedo a abrir la app del banco. Las preocupaciones económicas suelen colarse en el sueño, las relaciones y la salud, así que es lógico que esta área te pese. No eres la única persona en esta situación, y a menudo hay ayuda gratuita disponible.',
        nextSteps: [
          'Haz una lista en una sola hoja con cada factura y cada deuda, el monto y la fecha límite de pago; ver el panorama completo suele asustar menos que imaginarlo.',
          'Ponte en contacto con un servicio gratuito e independiente de orientación sobre deudas o finanzas en tu país y pregunta qué apoyo ofrecen.',
          'Elige el pago más urgente y comunícate con esa empresa antes de la fecha de vencimiento para preguntar por opciones de pago.',
        ],
        coachingQuestion:
          '¿Qué conversación sobre dinero llevas tiempo evitando y qué podría cambiar si la tuvieras este mes?',
      },
    },
  },

  'physical-health': {
    about:
      'La salud física abarca cómo se siente y cómo funciona tu cuerpo en el día a día: energía, sueño, movimiento, alimentación y cómo convives con cualquier enfermedad o dolor. Influyen en ella los hábitos, las circunstancias y los genes, así que tu puntaje refleja tu grado de satisfacción, no tu disciplina.',
    research: {
      finding:
        'Un análisis conjunto de 15 estudios de cohortes con unos 47.000 adultos encontró que dar más pasos al día se asociaba con un menor riesgo de morir durante el seguimiento. El beneficio se estabilizaba en torno a 6.000-8.000 pasos diarios en adultos de 60 años o más y a 8.000-10.000 en adultos más jóvenes, así que los 10.000 pasos no son una cifra mágica; y en quienes caminaban poco, incluso aumentos modestos se asociaban con un menor riesgo.',
      sources: ['Paluch et al. (2022)'],
      evidence: 'metaanálisis de 15 estudios de cohortes (observacionales)',
    },
    bands: {
      high: {
        reflect:
          'Un puntaje alto puede significar que sientes tu cuerpo casi siempre como un aliado: duermes razonablemente bien, te mueves con regularidad y tienes energía para lo que te importa. A menudo refleja rutinas que se han vuelto automáticas. Ahora la tarea principal quizá sea que esas rutinas aguanten cuando la vida se complica.',
        nextSteps: [
          'Anota los dos hábitos que más te ayudan a estar bien y decide cuál sería la versión mínima de cada uno en una semana caótica.',
          'Agrega un tipo de movimiento que practiques menos, como fuerza, equilibrio o estiramientos, durante diez minutos dos días esta semana.',
          'Agenda esa revisión médica, ese estudio o esa cita con el dentista que tenías pendiente.',
        ],
        coachingQuestion:
          '¿Qué quieres que tu cuerpo te permita hacer a los 75 años y qué parte de tu rutina actual ya te acerca a ello?',
      },
      mid: {
        reflect:
          'Un puntaje medio suele significar que algunas cosas funcionan y otras se han descuidado: quizá te mueves pero duermes mal, o comes bien pero apenas sales al aire libre. Puede que en general te encuentres bien y aun así notes bajones de energía, rigidez o estrés que se manifiesta en el cuerpo. Aquí los cambios pequeños y concretos suelen mantenerse mejor que las grandes transformaciones.',
        nextSteps: [
          'Lleva un registro sencillo durante cinco días: hora de acostarte, hora de levantarte y tu energía del 1 al 10 cada tarde.',
          'Vincula una caminata de diez minutos a algo que ya haces cada día, como terminar de comer o llevar a los niños a la escuela.',
          'Planifica una comida esta semana para que incluya verduras y proteínas, en lugar de recurrir a lo más rápido.',
        ],
        coachingQuestion:
          '¿Qué cambio mejoraría más cómo te sientes un martes cualquiera y qué te ha impedido empezar?',
      },
      low: {
        reflect:
          'Un puntaje bajo puede reflejar dolor, enfermedad, agotamiento o simplemente la sensación de haber perdido el contacto con tu cuerpo tras una mala racha. A menudo hace que todo lo demás de la rueda cueste más. Trátate con amabilidad, y si el puntaje refleja síntomas, dolor o cambios que te preocupan, hablar con un médico u otro profesional de la salud es un primer paso sensato.',
        nextSteps: [
          'Si algo te preocupa, haz una cita con tu médico o enfermera esta semana y anota tus preguntas antes de ir.',
          'Elige el comienzo más suave posible: una caminata de cinco minutos, unos estiramientos o acostarte 20 minutos antes tres noches.',
          'Pide a una persona que te ayude con algo concreto, como acompañarte a dar un paseo o cocinar juntos.',
        ],
        coachingQuestion:
          '¿Cuál sería, dentro de una semana, una señal realista de que has vuelto a cuidar de tu cuerpo?',
      },
    },
  },

  'emotional-wellbeing': {
    about:
      'El bienestar emocional tiene que ver con cómo te sientes la mayor parte del tiempo y con cómo gestionas las emociones que llegan: estrés, tristeza, enojo, preocupación y alegría. No se trata de sentirte siempre bien, sino de dejar espacio a toda la gama de emociones y tener formas de recuperarte de las difíciles.',
    research: {
      finding:
        'En un experimento de laboratorio, las personas a las que se pidió ver una película perturbadora con una actitud distante y analítica sintieron menos asco que quienes simplemente la vieron, mientras que quienes recibieron la instrucción de ocultar sus sentimientos mostraron menos emoción externa pero más activación fisiológica. Cambiar la forma de pensar sobre una situación, lo que se llama reevaluación cognitiva, se ha convertido desde entonces en una de las formas de gestionar las emociones más estudiadas.',
      sources: ['Gross (1998)'],
      evidence: 'experimento de laboratorio, respaldado después por muchos estudios',
    },
    bands: {
      high: {
        reflect:
          'Un puntaje alto sugiere que a menudo te sientes estable: notas tus emociones, sabes ponerles nombre y normalmente encuentras el camino de vuelta tras un día difícil. También puede significar que cuentas con personas o prácticas que te ayudan a procesar lo que ocurre. Saber qué te sostiene ahora es valioso para las épocas más duras, que nos llegan a todos.',
        nextSteps: [
          'Anota las tres cosas que con más seguridad te ayudan a recuperarte después de un día duro y deja la lista en un lugar donde la veas.',
          'Durante cinco noches, anota una cosa que haya ido bien ese día y por qué fue bien.',
          'Pregúntale a alguien cercano cómo está de verdad y escucha sin intentar arreglar nada.',
        ],
        coachingQuestion:
          '¿Qué te han enseñado sobre ti las épocas difíciles que has superado y cómo quieres aprovecharlo?',
      },
      mid: {
        reflect:
          'Un puntaje medio suele significar que lo llevas, pero con esfuerzo: puede que el estrés se alargue, que las preocupaciones te den vueltas por la noche o que te guardes las cosas en lugar de procesarlas. Quizá tengas días buenos y días grises sin saber muy bien por qué. Darte cuenta de los patrones suele ser el primer paso para cambiarlos.',
        nextSteps: [
          'Tres veces al día esta semana, haz una pausa y ponle nombre a lo que sientes en una o dos palabras; expresar los sentimientos con palabras suele suavizarlos un poco.',
          'Cuando algo te altere, escribe otra forma de verlo, no para negar lo que sientes, sino para ampliar la mirada.',
          'Dos días, reserva 15 minutos para escribir libremente sobre algo que te esté pesando.',
        ],
        coachingQuestion:
          '¿Qué sentimiento llevas dentro últimamente que no ha tenido mucho espacio y qué necesita de ti?',
      },
      low: {
        reflect:
          'Un puntaje bajo puede significar que llevas un tiempo sintiéndote triste, con ansiedad, como anestesiado o desbordado, y que las cosas cotidianas te cuestan más que antes. Es duro, y no es un fallo personal. Si el bajo estado de ánimo o la ansiedad duran dos semanas o más, o te dificultan la vida diaria, plantéate hablar con un médico, un psicólogo u otro profesional de la salud mental; si en algún momento sientes que estás en peligro o piensas en hacerte daño, llama de inmediato a los servicios de emergencia o a una línea de atención en crisis.',
        nextSteps: [
          'Cuéntale a una persona de confianza cómo te has sentido de verdad, aunque sea en una o dos frases.',
          'Haz una cita con un médico o un psicólogo, o busca una línea de apoyo en salud mental de tu país y guarda el número en tu celular.',
          'Elige una cosa muy pequeña que suela ayudarte un poco, como un paseo corto, bañarte o hacer una llamada, y hazla una vez al día.',
        ],
        coachingQuestion:
          '¿A quién podrías dejar acercarse un poco más en este momento y qué te gustaría que supiera?',
      },
    },
  },

  family: {
    about:
      'Esta área abarca tus relaciones con las personas que consideras tu familia, ya sea por nacimiento, matrimonio, adopción o elección: padres, hijos, hermanos y el círculo más amplio. Incluye la cercanía, el apoyo, el tiempo juntos y cómo se gestionan los conflictos y las obligaciones.',
    research: {
      finding:
        'El Estudio de Harvard sobre el Desarrollo Adulto sigue a sus participantes, y más tarde a sus familias, desde 1938. Sus directores señalan que las personas con relaciones cercanas más cálidas, entre ellas los lazos familiares, tendían a mantenerse más sanas y felices al envejecer.',
      sources: ['Waldinger & Schulz (2023)'],
      evidence: 'estudio de cohortes de larga duración, iniciado en 1938',
    },
    bands: {
      high: {
        reflect:
          'Un puntaje alto puede significar que tus relaciones familiares son cálidas y fiables: puedes ser tú, pedir ayuda y superar los desacuerdos sin daños duraderos. A menudo refleja años de pequeños esfuerzos por muchas partes. Los buenos lazos familiares también necesitan cuidados, sobre todo en los cambios: mudanzas, nacimientos, enfermedades o padres que se hacen mayores.',
        nextSteps: [
          'Dile a un familiar, de forma concreta, lo que ha significado para ti últimamente, en persona, por mensaje o en una nota breve.',
          'Inicia o recupera un pequeño ritual, como una llamada semanal, una comida compartida o un chat familiar para compartir fotos.',
          'Pregúntale a un familiar mayor por una historia de su vida que nunca hayas oído y anota lo que te cuente.',
        ],
        coachingQuestion:
          '¿Qué te gustaría que tu familia recordara sobre cómo estuviste a su lado?',
      },
      mid: {
        reflect:
          'Un puntaje medio suele significar que la vida familiar tiene buenos momentos junto a cierta distancia, roces o desequilibrio: quizá el contacto se limita casi a la logística, una relación está tensa o cargas con más peso que los demás. Puedes querer a tu familia y aun así acabar agotado después de pasar tiempo con ella. Las dos cosas pueden ser ciertas, y poner nombre a lo que te gustaría que fuera distinto es un buen comienzo.',
        nextSteps: [
          'Elige la relación familiar que más te gustaría mejorar y escribe algo que aprecies de esa persona.',
          'Planea media hora esta semana con un familiar que no gire en torno a tareas, horarios ni problemas.',
          'Si cargas con una parte injusta de las tareas familiares, haz una lista y elige una para pedir a otra persona que se encargue de ella.',
        ],
        coachingQuestion:
          '¿Qué relación familiar cambiaría más tu vida si se volviera un poco más fácil y qué parte te toca a ti en ello?',
      },
      low: {
        reflect:
          'Un puntaje bajo puede reflejar conflicto, distanciamiento, pérdida, soledad dentro de tu familia o el peso de cuidar de alguien. El dolor familiar suele calar hondo porque estas relaciones forman parte de quienes somos. Tú decides qué grado de cercanía es sano para ti, y a veces eso supone construir en otra parte un apoyo que se parezca al de una familia.',
        nextSteps: [
          'Escribe qué es lo que más necesitas ahora de tu familia, como comprensión, ayuda práctica, espacio o paz, sin juzgarlo.',
          'Si el contacto es tenso, decide un límite que te proteja, como acotar la duración de las visitas o un tema del que no vas a hablar.',
          'Esta semana, ponte en contacto con una persona, sea o no de tu familia, que para ti sea como de la familia.',
        ],
        coachingQuestion:
          '¿Qué tipo de vínculo familiar quieres en tu vida y quién, sea o no familiar tuyo, podría formar parte de él?',
      },
    },
  },

  friends: {
    about:
      'Esta área trata de tus amistades: tener personas con las que disfrutas, en las que confías y a las que puedes recurrir, y el tiempo y la energía que dedicas a esos vínculos. Abarca tanto a los amigos íntimos como a ese círculo más amplio de caras conocidas que hace que la vida resulte menos solitaria.',
    research: {
      finding:
        'Un metaanálisis de 148 estudios, que en conjunto siguieron a más de 300.000 personas, encontró que quienes tenían relaciones sociales más sólidas tenían alrededor de un 50 % más de probabilidades de sobrevivir durante los periodos estudiados. La magnitud de la asociación era comparable a la de factores de riesgo conocidos como fumar, aunque los estudios observacionales como estos no pueden demostrar causa y efecto.',
      sources: ['Holt-Lunstad, Smith & Layton (2010)'],
      evidence: 'metaanálisis de 148 estudios',
    },
    bands: {
      high: {
        reflect:
          'Un puntaje alto sugiere que tienes amistades con las que disfrutas y con las que puedes contar, y que les dedicas tiempo. También puede significar que se te da bien el trabajo discreto de la amistad: acordarte, proponer planes y estar presente. Las amistades cambian con las etapas de la vida, así que vale la pena cuidarlas en lugar de darlas por sentadas.',
        nextSteps: [
          'Envía un mensaje corto a un amigo o amiga diciéndole algo concreto que valoras de su persona.',
          'Pon en tu agenda una cita periódica con una amistad cercana, como un paseo o una llamada cada mes.',
          'Invita a alguien del borde de tu círculo a sumarse a algo que ya haces.',
        ],
        coachingQuestion:
          '¿Qué amistades te gustaría conservar dentro de veinte años y qué las mantendrá vivas?',
      },
      mid: {
        reflect:
          'Un puntaje medio suele significar que tienes amistades, pero las ves menos de lo que te gustaría, o sientes que se han ido diluyendo con el ajetreo de la vida. Quizá eres casi siempre tú quien da el primer paso, o extrañas tener a alguien con quien hablar de verdad. Le pasa a mucha gente, sobre todo tras una mudanza, un trabajo nuevo o la llegada de los hijos.',
        nextSteps: [
          'Escribe a una amistad con la que hace tiempo que no hablas, solo para decirle que te has acordado de ella; la gente suele agradecerlo más de lo que pensamos.',
          'Convierte una actividad habitual, como una clase, el paseo del perro o la pausa del café, en algo que compartes con un amigo.',
          'En tu próxima conversación con una amistad, pregúntale por algo que te contó la última vez.',
        ],
        coachingQuestion:
          '¿Qué tipo de amigo o amiga quieres ser en esta etapa de tu vida y cómo se vería eso este mes?',
      },
      low: {
        reflect:
          'Un puntaje bajo puede significar que te sientes solo, que te has alejado de viejas amistades o que estás en un lugar nuevo y aún no tienes un círculo. Puede doler, y es más común de lo que la gente admite. La amistad suele crecer con el tiempo compartido una y otra vez, así que el contacto pequeño y regular a menudo importa más que encontrar una conexión perfecta.',
        nextSteps: [
          'Elige una actividad de grupo periódica, como una clase, un club, un voluntariado o un equipo, y ve al menos dos veces, porque la confianza crece con la repetición.',
          'Envía un mensaje a una vieja amistad o a un conocido con el que te llevas bien y propón un día y una hora concretos para verse o hablar.',
          'Acepta una invitación que normalmente rechazarías y quédate al menos media hora.',
        ],
        coachingQuestion:
          '¿En qué momento de tu semana podrías ver a las mismas personas con la regularidad suficiente para que una amistad tenga ocasión de crecer?',
      },
    },
  },

  'relationships-love': {
    about:
      'Esta área abarca el amor romántico y la intimidad: una relación de pareja actual o, si no tienes pareja, cómo te sientes respecto a las citas, el amor y estar sin pareja. Incluye el cariño, la confianza, la comunicación, la cercanía física y la sensación de que te conocen de verdad.',
    research: {
      finding:
        'Importa cómo responde cada miembro de la pareja a las buenas noticias del otro. En una serie de estudios, las personas cuyas parejas solían responder con un entusiasmo genuino e implicado, lo que se conoce como respuesta activa-constructiva, describían relaciones más satisfactorias y con más confianza que aquellas cuyas parejas respondían de forma pasiva o despectiva.',
      sources: ['Gable et al. (2004)'],
      evidence: 'serie de estudios que incluye investigación con diarios',
    },
    bands: {
      high: {
        reflect:
          'Un puntaje alto puede significar que tu vida amorosa se siente cercana, segura y viva, ya sea una relación que te nutre o una vida sin pareja con la que estás a gusto de verdad. A menudo refleja confianza y buenos hábitos cotidianos de atención. Las relaciones cambian con el tiempo, así que ayuda seguir invirtiendo en ellas incluso cuando van bien.',
        nextSteps: [
          'Cuando alguien a quien quieres te cuente una buena noticia esta semana, responde con curiosidad de verdad: hazle preguntas y deja que vuelva a vivir el momento.',
          'Planea con tu pareja algo nuevo que ninguno de los dos haya probado, o algo nuevo para ti si no tienes pareja.',
          'Cuéntale a tu pareja, o a alguien a quien quieres, algo concreto que hizo hace poco y que te hizo sentir cuidado.',
        ],
        coachingQuestion:
          '¿Qué necesita el amor de ti en esta etapa de tu vida que no necesitaba hace unos años?',
      },
      mid: {
        reflect:
          'Un puntaje medio suele significar que las cosas van bien, pero no con la cercanía que te gustaría: quizá tu pareja y tú se han convertido en administradores muy ocupados de la vida diaria o, si no tienes pareja, no tienes claro si quieres tener citas ni qué buscas. Puede que extrañes sentirte visto, deseado o comprendido a fondo. Son sentimientos comunes y suelen mejorar cuando se les presta atención.',
        nextSteps: [
          'Deja el celular a un lado durante 20 minutos con tu pareja y hazle una pregunta cuya respuesta aún no sepas.',
          'Fíjate esta semana en los pequeños gestos con los que tu pareja busca tu atención, como un comentario, una caricia o una broma compartida, y responde a ellos en lugar de ignorarlos.',
          'Si no tienes pareja, escribe tres cosas que quieres sentir en una relación, no solo cualidades que buscas en una persona.',
        ],
        coachingQuestion:
          '¿Qué te ayudaría a sentirte más conectado en el amor y qué parte de eso está a tu alcance esta semana?',
      },
      low: {
        reflect:
          'Un puntaje bajo puede reflejar una relación con conflictos o distancia frecuentes, una ruptura o una pérdida reciente, o soledad y anhelo si no tienes pareja. Puede afectar a tu sueño, tu estado de ánimo y tu autoestima. Lo que sientes tiene sentido, y si una relación te hace sentir miedo o inseguridad, busca ayuda en una línea de atención a la violencia en la pareja o en alguien de confianza.',
        nextSteps: [
          'Escribe, solo para ti, lo que más extrañas y lo que ya no quieres, sin decidir nada todavía.',
          'Si tienes pareja, elige un momento tranquilo para expresar algo que necesitas, empezando por cómo te sientes y no por lo que tu pareja hace mal.',
          'Plantéate pedir una sesión con un terapeuta de pareja o individual, aunque solo sea para ver con más claridad dónde estás.',
        ],
        coachingQuestion:
          '¿Cómo tendría que ser una relación amorosa, incluida la que tienes contigo, para que te sintieras a salvo y valorado?',
      },
    },
  },

  'community-giving': {
    about:
      'Esta área trata de tu lugar en el mundo más amplio: la colonia, los grupos y las causas a los que perteneces, y las formas en que contribuyes con tu tiempo, tu dinero, tus habilidades o simple amabilidad. Refleja si te sientes parte de algo más grande que tu propio círculo.',
    research: {
      finding:
        'Una revisión sistemática encontró que, en estudios de cohortes a largo plazo, las personas que hacían voluntariado tenían menos depresión, más satisfacción con la vida y mayor bienestar, además de un menor riesgo de morir durante el seguimiento. Los ensayos aleatorizados no confirmaron estos beneficios de forma sistemática, así que el voluntariado puede ayudar, pero también es posible que las personas más sanas y felices tiendan más a hacerlo.',
      sources: ['Jenkinson et al. (2013)'],
      evidence: 'revisión sistemática y metaanálisis de 40 artículos (ensayos y estudios de cohortes)',
    },
    bands: {
      high: {
        reflect:
          'Un puntaje alto sugiere que te sientes conectado con una comunidad y que contribuyes de maneras que tienen sentido para ti. Quizá eres alguien a quien conocen tus vecinos, o alguien que se implica con una causa año tras año. Merece la pena comprobar que dar todavía te llena de energía y no te está desgastando poco a poco.',
        nextSteps: [
          'Escribe cuál es la contribución que más sentido tiene para ti y por qué, para protegerla cuando la vida se complique.',
          'Invita a alguien nuevo a acompañarte a un grupo, un evento o una causa de la que formes parte.',
          'Da las gracias a una persona que hace que tu comunidad funcione, como un organizador, un voluntario o un vecino que cuida de los demás.',
        ],
        coachingQuestion:
          '¿En qué te gustaría que tu comunidad fuera distinta gracias a que formaste parte de ella?',
      },
      mid: {
        reflect:
          'Un puntaje medio suele significar que tu comunidad te importa, pero participas menos de lo que te gustaría; puede que tengas poco tiempo o que aún no hayas encontrado tu lugar. Quizá das de vez en cuando, pero lo sientes desconectado de lo que valoras. Las contribuciones pequeñas y regulares suelen resultar más satisfactorias que los grandes gestos ocasionales.',
        nextSteps: [
          'Cada día, durante cinco días, ten un pequeño gesto amable con un vecino o con un desconocido, y fíjate en cómo te sientes.',
          'Busca un grupo o una causa local relacionada con algo que te importa y averigua en qué consistiría un primer paso.',
          'Ten una conversación de verdad, no solo un saludo de cortesía, con alguien a quien ves a menudo pero apenas conoces, como el encargado de la tienda de la esquina o un vecino.',
        ],
        coachingQuestion:
          '¿Qué tema o qué grupo te importa lo suficiente como para dedicarle una hora al mes, y qué te lo ha impedido hasta ahora?',
      },
      low: {
        reflect:
          'Un puntaje bajo puede significar que te sientes desconectado de las personas y los lugares que te rodean, o que contribuir te parece inalcanzable porque tu propia vida te exige mucho en este momento. Ambas cosas son comprensibles. El sentido de pertenencia puede empezar por algo muy pequeño: una cara conocida, una charla breve o una forma modesta de ayudar.',
        nextSteps: [
          'Aprende el nombre de un vecino o de alguien a quien ves seguido por tu colonia y úsalo la próxima vez que lo veas.',
          'Dedica 15 minutos a mirar qué se hace en tu colonia, como actividades de la biblioteca, un huerto comunitario o un grupo religioso o cultural, y anota algo que quieras probar.',
          'Haz algo útil que te lleve menos de diez minutos, como dejar una reseña amable a un negocio local u ofrecerte a llevarle algo a alguien.',
        ],
        coachingQuestion:
          '¿Dónde sientes ya, aunque sea un poco, que perteneces, y cómo podrías pasar algo más de tiempo allí?',
      },
    },
  },

  'fun-recreation': {
    about:
      'El ocio y la diversión abarcan el juego, las aficiones, el descanso y lo que haces simplemente porque lo disfrutas. Es donde recargas pilas, exploras y pierdes la noción del tiempo, y a menudo es lo primero que se sacrifica cuando la vida se llena de obligaciones.',
    research: {
      finding:
        'Un metaanálisis encontró una relación moderada entre el ocio y el bienestar, y los estudios longitudinales y experimentales sugieren que el ocio puede aumentar el bienestar, no solo reflejarlo. La frecuencia con la que la gente disfrutaba de su tiempo libre, y lo variado que era, importaban más que el tiempo total dedicado.',
      sources: ['Kuykendall, Tay & Ng (2015)'],
      evidence: 'metaanálisis de 37 tamaños del efecto con más de 11.000 personas',
    },
    bands: {
      high: {
        reflect:
          'Un puntaje alto sugiere que haces espacio para disfrutar: tienes actividades que te absorben, gente con la que pasarla bien y tiempo que es tuyo. Puede que hayas aprendido que la diversión no es solo un premio por haber terminado todo lo demás. Es una verdadera fortaleza, y a menudo sostiene el resto de tu rueda.',
        nextSteps: [
          'Prueba esta semana una actividad nueva que se salga un poco de lo habitual, como otro deporte, una manualidad o un juego.',
          'Comparte una afición que te encanta con alguien: invítalo a acompañarte o enséñale lo básico.',
          'Fíjate en qué actividad te hizo perder la noción del tiempo esta semana y anota qué la hizo tan absorbente.',
        ],
        coachingQuestion:
          '¿A qué tipo de juego no le has hecho espacio desde que eras más joven y cómo sería recuperar algo de él?',
      },
      mid: {
        reflect:
          'Un puntaje medio suele significar que tienes algo de tiempo libre, pero quizá se va casi todo en recuperarte: el celular, la tele o tirarte en el sillón al final del día. Tienen su lugar, pero pocas veces te renuevan como lo hace algo activo, social o absorbente. Puede que tus aficiones hayan desaparecido del calendario sin que llegaras a decidirlo.',
        nextSteps: [
          'Reserva esta semana un bloque de dos horas para algo que disfrutes y protégelo como si fuera una cita.',
          'Haz una lista de diez cosas que te han dado alegría en el pasado y haz una de ellas antes de que termine el fin de semana.',
          'Dos noches, cambia 20 minutos de celular por algo manual, como cocinar, tocar música, dibujar o armar un rompecabezas.',
        ],
        coachingQuestion:
          '¿Cuándo fue la última vez que algo te absorbió de verdad solo por diversión y qué era distinto entonces?',
      },
      low: {
        reflect:
          'Un puntaje bajo puede significar que casi no te queda tiempo ni energía para disfrutar, o que las cosas que antes te encantaban han perdido su chispa. Suele pasar con mucha carga de trabajo, responsabilidades de cuidado o un estado de ánimo bajo. Incluso pequeñas dosis de juego pueden ayudar, y si hace semanas que nada te resulta agradable, vale la pena comentarlo con un médico.',
        nextSteps: [
          'Elige un placer de diez minutos para cada día de esta semana, como tu canción favorita, un paseo corto por un lugar agradable o una partida rápida, y disfrútalo sin hacer nada más a la vez.',
          'Revisa tu agenda y recupera una hora de alguna obligación que importa menos de lo que creías.',
          'Pide a un amigo o a un familiar que haga contigo algo ligero, sin más objetivo que pasarla bien.',
        ],
        coachingQuestion:
          '¿Qué harías con una tarde libre si no tuvieras que justificarla ante nadie, ni siquiera ante ti?',
      },
    },
  },

  'physical-environment': {
    about:
      'Esta área trata de los espacios en los que vives y trabajas: tu casa, tu lugar de trabajo, tu colonia y tu acceso a la luz, al silencio y a la naturaleza. El entorno influye en el estado de ánimo y la energía más de lo que solemos notar, para bien o para mal.',
    research: {
      finding:
        'En una encuesta a casi 20.000 personas en Inglaterra, quienes pasaban al menos 120 minutos a la semana en la naturaleza tenían más probabilidades de declarar buena salud y un bienestar alto que quienes no pasaban nada. No parecía importar si ese tiempo se repartía en una visita larga o en varias más cortas, aunque una encuesta así muestra una asociación, no una prueba de causa.',
      sources: ['White et al. (2019)'],
      evidence: 'gran encuesta nacional',
    },
    bands: {
      high: {
        reflect:
          'Un puntaje alto sugiere que tu entorno casi siempre te favorece: tu casa es un lugar para descansar, tu espacio de trabajo funciona y tienes acceso a luz, aire o zonas verdes. Puede reflejar decisiones que has tomado con cuidado a lo largo del tiempo. Un poco de mantenimiento ahora puede ayudar a que siga así a medida que cambien tus necesidades.',
        nextSteps: [
          'Recorre tu casa, encuentra el rincón que más calma te da y anota qué hace que funcione.',
          'Pasa al menos dos horas al aire libre en zonas verdes o junto al agua a lo largo de esta semana, en los momentos que mejor te acomoden.',
          'Arregla o termina algo pequeño que llevas tiempo esquivando, como un foco fundido, una puerta que chirría o un montón de cosas en la entrada.',
        ],
        coachingQuestion:
          '¿Cómo quieres que tu espacio apoye la vida hacia la que estás creciendo?',
      },
      mid: {
        reflect:
          'Un puntaje medio suele significar que tu espacio está bien, pero no del todo: puede que se acumulen cosas, que una habitación no se adapte a cómo la usas, que te molesten el ruido o la luz, o que apenas salgas al aire libre. Quizá lo vivas más como un estrés de fondo que como grandes problemas. Los pequeños cambios en un espacio pueden transformar cómo se siente con sorprendente rapidez.',
        nextSteps: [
          'Elige una superficie, como una mesa, la barra de la cocina o el escritorio, despéjala por completo en 15 minutos y fíjate en cómo te sientes al usarla después.',
          'Acerca tu silla o tu escritorio principal a la luz natural, o pon una planta o un cuadro que te guste donde pasas más tiempo.',
          'Sal a caminar 20 minutos por el lugar más verde que tengas cerca dos días esta semana.',
        ],
        coachingQuestion:
          'Si tu casa pudiera ayudarte a sentirte de una manera al final de cada día, ¿cómo sería esa sensación y qué se interpone?',
      },
      low: {
        reflect:
          'Un puntaje bajo puede reflejar una casa que se siente estrecha, ruidosa, insegura, caótica o poco tuya, o una colonia o unos traslados que te agotan. Parte de esto puede escapar a tu control, como el precio de la vivienda o los vecinos, y eso puede dar sensación de estancamiento. Aun así, los pequeños cambios a tu alcance pueden aliviar el estrés diario mientras piensas en otros más grandes.',
        nextSteps: [
          'Elige un rincón pequeño, aunque sea solo una silla o el buró, y conviértelo en un lugar tranquilo y agradable.',
          'Escribe las tres cosas de tu entorno que más te molestan y marca en cuáles puedes influir.',
          'Busca un lugar cercano fuera de casa donde estés a gusto, como un parque, una biblioteca o una cafetería, y pasa un rato allí esta semana.',
        ],
        coachingQuestion:
          '¿Cómo sería un lugar que de verdad te apoye y qué paso hacia él está bajo tu control?',
      },
    },
  },

  'personal-growth': {
    about:
      'El crecimiento personal abarca aprender, desarrollar habilidades, conocerte mejor y llegar a ser cada vez más quien quieres ser. Incluye la curiosidad, la reflexión y el valor de probar cosas que todavía no se te dan bien.',
    research: {
      finding:
        'El modelo de bienestar psicológico de Carol Ryff considera el crecimiento personal, la sensación de seguir desarrollándote y aprovechando tu potencial, como una de las seis partes esenciales de una buena vida, junto con el propósito vital, la autoaceptación, la autonomía, el dominio del entorno y las relaciones positivas. Su cuestionario se utiliza ampliamente en la investigación sobre el bienestar a lo largo de la vida adulta.',
      sources: ['Ryff (1989)'],
      evidence: 'estudio de desarrollo teórico con una encuesta por cuestionario a personas adultas',
    },
    bands: {
      high: {
        reflect:
          'Un puntaje alto sugiere que sientes que aprendes y creces, con la sensación de avanzar hacia quien quieres ser. Puede que disfrutes de los retos y lleves bastante bien no saber hacer algo todavía. Tu siguiente frontera podría ser compartir lo que aprendes o elegir de forma más deliberada en qué quieres crecer.',
        nextSteps: [
          'Escribe lo más importante que has aprendido en el último año y a quién podría venirle bien escucharlo.',
          'Elige una habilidad que estés desarrollando y busca una fuente de comentarios concretos, como un profesor, un compañero o una grabación de ti mismo.',
          'Elige un reto incómodo para esta semana, como hacer una pregunta que normalmente te guardarías, y hazlo.',
        ],
        coachingQuestion:
          '¿Hacia qué versión de ti estás creciendo y qué haría esa persona de forma diferente esta semana?',
      },
      mid: {
        reflect:
          'Un puntaje medio suele significar que creces en algunos aspectos pero te sientes algo estancado en otros: quizá aprendes cuando la vida te lo exige pero rara vez por elección, o empiezas cosas y pierdes el impulso. Puede que tengas ideas sobre qué desarrollar sin un primer paso claro. El crecimiento suele arrancar cuando lo vuelves concreto y pequeño.',
        nextSteps: [
          'Ponle nombre a una habilidad o cualidad que quieras desarrollar y escribe un plan “si…, entonces…” para ella: cuándo y dónde practicarás 15 minutos.',
          'Lee, mira o escucha algo esta semana por pura curiosidad y anota una idea que quieras recordar.',
          'Pregúntale a alguien que te conozca bien cuál cree que podría ser tu próxima área de crecimiento.',
        ],
        coachingQuestion:
          '¿Qué te despierta curiosidad y todavía no te has dado permiso para explorar?',
      },
      low: {
        reflect:
          'Un puntaje bajo puede significar que te sientes estancado o sin saber muy bien en quién te estás convirtiendo, o que la vida ha estado tan llena de exigencias que crecer parece un lujo. También podría reflejar un revés que sacudió tu confianza. El crecimiento no tiene por qué ser espectacular: los pasos pequeños y repetidos cuentan.',
        nextSteps: [
          'Escribe algo que hayas aprendido o que hayas llevado bien en el último mes, por pequeño que sea, como recordatorio de que sigues creciendo.',
          'Elige una práctica mínima, como cinco minutos de lectura o una palabra nueva en otro idioma, y vincúlala a algo que ya hagas cada día.',
          'Recuerda una época en la que sentías que estabas creciendo y escribe qué lo hizo posible.',
        ],
        coachingQuestion:
          '¿Qué pequeño paso te demostraría, dentro de un mes, que has vuelto a ponerte en marcha?',
      },
    },
  },

  spirituality: {
    about:
      'Aquí, espiritualidad significa tu relación con el sentido, el propósito y todo aquello que vives como más grande que tú, ya sea a través de la religión, la naturaleza, el arte, los valores, la reflexión o la comunidad. Es algo profundamente personal y no hay una forma correcta de calificarla.',
    research: {
      finding:
        'La investigación con el Cuestionario de Sentido de la Vida (Meaning in Life Questionnaire) distingue entre tener sentido de la vida y buscarlo. Sentir que tu vida tiene sentido se asocia de forma constante con un mayor bienestar, y la búsqueda resultó ser una experiencia distinta, así que una persona puede encontrar cierto sentido y, aun así, seguir buscando más.',
      sources: ['Steger et al. (2006)'],
      evidence: 'estudios de desarrollo del cuestionario con varias muestras de estudiantes',
    },
    bands: {
      high: {
        reflect:
          'Un puntaje alto sugiere que tienes claro qué da sentido a tu vida y cuentas con prácticas o creencias que te dan arraigo. Puede notarse como calma en los momentos difíciles o como una conexión sentida con algo más grande. Ese arraigo también puede ser una fuente de fortaleza para quienes te rodean.',
        nextSteps: [
          'Reserva diez minutos de tranquilidad esta semana para reflexionar sobre lo que más sentido ha tenido para ti últimamente y por qué.',
          'Comparte una práctica, un texto, un lugar o una pieza musical que te dé arraigo con alguien que pueda valorarlo.',
          'Busca esta semana un momento de asombro, como un cielo inmenso, una pieza musical o un acto de valentía, y quédate con él un poco más de lo habitual.',
        ],
        coachingQuestion:
          '¿Cómo influye tu sentido de propósito en las decisiones que tomas en un día cualquiera?',
      },
      mid: {
        reflect:
          'Un puntaje medio suele significar que el sentido está presente, pero de forma tenue o intermitente: quizá te sientes conectado en ciertos momentos y pierdes el hilo con el ajetreo diario. Puede que creencias antiguas ya no encajen del todo y que otras nuevas aún se estén formando. Ese punto intermedio es habitual y puede ser fértil.',
        nextSteps: [
          'Escribe los tres valores conforme a los cuales más quieres vivir y una ocasión esta semana en la que puedas actuar según cada uno.',
          'Prueba cinco minutos de silencio cada mañana, ya sea rezando, meditando, respirando despacio o simplemente sentándote sin el celular.',
          'Pasa un rato en algún lugar que te haga sentir pequeño en el buen sentido, como la cima de una colina, el mar, un edificio antiguo o bajo un cielo inmenso.',
        ],
        coachingQuestion:
          '¿Cuándo te sientes más conectado con algo más grande que tú y cómo podrías hacerle más espacio?',
      },
      low: {
        reflect:
          'Un puntaje bajo puede significar que te sientes desconectado del sentido o del propósito, que la vida se ha convertido en una sucesión de tareas o que las creencias que antes te sostenían ya no lo hacen. A veces esto llega tras una pérdida, un agotamiento o una decepción. Son de las preguntas humanas más antiguas, y no tener respuestas en este momento forma parte de ser humano.',
        nextSteps: [
          'Haz una lista breve de momentos de tu vida que tuvieron sentido, aunque fuera por poco tiempo, y busca qué tienen en común.',
          'Pasa 20 minutos esta semana en algún lugar tranquilo, de preferencia al aire libre y sin el celular, y limítate a observar lo que notas.',
          'Habla de las preguntas que te acompañan con alguien cuyo sentido de la vida respetes, como un amigo, una persona mayor, un guía espiritual o un terapeuta.',
        ],
        coachingQuestion:
          'Si tu vida se guiara por una sola cosa que de verdad te importa, ¿cuál sería y qué cambiaría?',
      },
    },
  },
};
