import type { EnglishBundle, Translation } from '../../translation.js';

export const domains = {
  'career-vocation': { name: 'Carrera y vocación', descriptor: 'Propósito, crecimiento y satisfacción en tu trabajo' },
  'financial-wellbeing': { name: 'Bienestar financiero', descriptor: 'Tranquilidad y control sobre tu dinero' },
  'physical-health': { name: 'Salud física', descriptor: 'Energía, forma física, sueño y cómo se siente tu cuerpo cada día' },
  'emotional-wellbeing': { name: 'Bienestar emocional', descriptor: 'Calma, resiliencia y cómo afrontas los altibajos de la vida' },
  family: { name: 'Familia', descriptor: 'Cercanía, apoyo y tiempo con las personas que consideras tu familia' },
  friends: { name: 'Amistades', descriptor: 'Personas que te comprenden, te apoyan y con las que estás a gusto' },
  'relationships-love': { name: 'Pareja y amor', descriptor: 'Intimidad, vida en pareja y el amor que das y recibes' },
  'community-giving': { name: 'Comunidad y solidaridad', descriptor: 'Pertenencia, contribución y aportar algo a los demás' },
  'fun-recreation': { name: 'Diversión y tiempo libre', descriptor: 'Juego, pasatiempos y esos momentos en que pierdes la noción del tiempo' },
  'physical-environment': { name: 'Entorno físico', descriptor: 'Un hogar y un entorno tranquilos, seguros y muy tuyos' },
  'personal-growth': { name: 'Crecimiento personal', descriptor: 'Aprendizaje, curiosidad y llegar a ser quien quieres ser' },
  spirituality: { name: 'Espiritualidad', descriptor: 'Sentido, valores y la sensación de algo más grande que tú' },
} satisfies Translation<EnglishBundle['domains']>;
