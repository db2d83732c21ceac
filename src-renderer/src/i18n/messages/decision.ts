/** Labels of the game screen's decision panel (the choices themselves come from the engine, in English). */
import { defineArea } from '../area';

const en = {
  over: 'The game is over',
  yours: 'Your decision',
  thinking: '{name} (computer) is thinking…',
  waiting: 'Waiting for {name}',
  decides: '{name} decides',
  strikeNote: 'Drag a strike onto a character, or pick one above. Targets: {targets}.',
  keys: {
    numbered: 'Take the numbered choice',
    default: 'Take the default choice (pass, end the phase)',
    move: 'Move through the choices',
  },
};

export const decision = defineArea({
  en,
  es: {
    over: 'La partida ha terminado',
    yours: 'Tu decisión',
    thinking: '{name} (ordenador) está pensando…',
    waiting: 'Esperando a {name}',
    decides: 'Decide {name}',
    strikeNote: 'Arrastra un golpe sobre un personaje, o elige uno arriba. Objetivos: {targets}.',
    keys: {
      numbered: 'Tomar la opción numerada',
      default: 'Tomar la opción por defecto (pasar, terminar la fase)',
      move: 'Recorrer las opciones',
    },
  },
  fr: {
    over: 'La partie est terminée',
    yours: 'Votre décision',
    thinking: '{name} (ordinateur) réfléchit…',
    waiting: 'En attente de {name}',
    decides: '{name} décide',
    strikeNote: 'Faites glisser un coup sur un personnage, ou choisissez-en un ci-dessus. Cibles : {targets}.',
    keys: {
      numbered: 'Prendre le choix numéroté',
      default: 'Prendre le choix par défaut (passer, finir la phase)',
      move: 'Parcourir les choix',
    },
  },
  de: {
    over: 'Das Spiel ist vorbei',
    yours: 'Deine Entscheidung',
    thinking: '{name} (Computer) überlegt…',
    waiting: 'Warte auf {name}',
    decides: '{name} entscheidet',
    strikeNote: 'Ziehe einen Schlag auf einen Charakter oder wähle oben einen. Ziele: {targets}.',
    keys: {
      numbered: 'Die nummerierte Wahl treffen',
      default: 'Die Standardwahl treffen (passen, Phase beenden)',
      move: 'Durch die Wahlmöglichkeiten gehen',
    },
  },
});
