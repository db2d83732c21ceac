/**
 * The game screen at big tables (5–9 seats): the seat strip, one turn bar per active player in
 * simultaneous turns, the first-right token, and the Sphere a card in play reaches (Arda Revised
 * appendix "The Simultaneous Active Turn Sequence").
 */
import { defineArea } from '../area';

const en = {
  seatsLabel: 'Seats',
  lanesLabel: 'Active players this turn',
  activeMark: 'Active',
  activeTitle: 'An active resource player: it is this player’s turn',
  hazardMark: 'Hazards',
  hazardTitle: 'Plays hazards against an active player now',
  tokenMark: 'First right',
  tokenTitle: 'Holds the first-right token: “the player who has first right should timing issues arise”',
  decidingTitle: 'Has a decision to make now',
  avatarNone: 'no avatar yet',
  companies: '⚑ {n}',
  companiesTitle: '{n} company in play | {n} companies in play',
  mp: 'MP',
  handsShort: 'H {hand}/{mp}',
  handsTitle: '{hand} cards in the Play hand, {mp} in the MP hand',
  details: 'Cards and companies of {name}',
  closeDetails: 'Close',
  waiting: 'turn over: waiting for the other active players',
  sphere: 'affects seats {seats}',
  sphereTitle: 'At a simultaneous table a card affects only its player’s Sphere, here {names}: “Each player will have a Sphere corresponding to him and his two adjacent players.”',
};

const es: typeof en = {
  seatsLabel: 'Asientos',
  lanesLabel: 'Jugadores activos en este turno',
  activeMark: 'Activo',
  activeTitle: 'Un jugador de recursos activo: es el turno de este jugador',
  hazardMark: 'Peligros',
  hazardTitle: 'Juega peligros contra un jugador activo ahora',
  tokenMark: 'Prioridad',
  tokenTitle: 'Tiene la ficha de prioridad: «el jugador que tiene la prioridad si surgen problemas de tiempos»',
  decidingTitle: 'Tiene una decisión que tomar ahora',
  avatarNone: 'sin avatar aún',
  companies: '⚑ {n}',
  companiesTitle: '{n} compañía en juego | {n} compañías en juego',
  mp: 'PV',
  handsShort: 'M {hand}/{mp}',
  handsTitle: '{hand} cartas en la mano de juego, {mp} en la mano de PV',
  details: 'Cartas y compañías de {name}',
  closeDetails: 'Cerrar',
  waiting: 'turno terminado: espera a los otros jugadores activos',
  sphere: 'afecta a los asientos {seats}',
  sphereTitle: 'En una mesa simultánea una carta solo afecta a la Esfera de su jugador, aquí {names}: «cada jugador tiene una Esfera formada por él y sus dos vecinos».',
};

const fr: typeof en = {
  seatsLabel: 'Places',
  lanesLabel: 'Joueurs actifs ce tour',
  activeMark: 'Actif',
  activeTitle: 'Un joueur de ressources actif : c’est le tour de ce joueur',
  hazardMark: 'Périls',
  hazardTitle: 'Joue des périls contre un joueur actif maintenant',
  tokenMark: 'Priorité',
  tokenTitle: 'Détient le jeton de priorité : « le joueur qui a la priorité en cas de problème de timing »',
  decidingTitle: 'A une décision à prendre maintenant',
  avatarNone: 'pas encore d’avatar',
  companies: '⚑ {n}',
  companiesTitle: '{n} compagnie en jeu | {n} compagnies en jeu',
  mp: 'PV',
  handsShort: 'M {hand}/{mp}',
  handsTitle: '{hand} cartes en main de jeu, {mp} en main de PV',
  details: 'Cartes et compagnies de {name}',
  closeDetails: 'Fermer',
  waiting: 'tour terminé : attend les autres joueurs actifs',
  sphere: 'affecte les places {seats}',
  sphereTitle: 'À une table simultanée, une carte n’affecte que la Sphère de son joueur, ici {names} : « chaque joueur a une Sphère formée de lui et de ses deux voisins ».',
};

const de: typeof en = {
  seatsLabel: 'Plätze',
  lanesLabel: 'Aktive Spieler in diesem Zug',
  activeMark: 'Aktiv',
  activeTitle: 'Ein aktiver Ressourcenspieler: dieser Spieler ist am Zug',
  hazardMark: 'Gefahren',
  hazardTitle: 'Spielt jetzt Gefahren gegen einen aktiven Spieler',
  tokenMark: 'Vorrang',
  tokenTitle: 'Hält den Vorrang-Marker: „der Spieler mit Vorrang, falls Timing-Fragen entstehen“',
  decidingTitle: 'Muss jetzt eine Entscheidung treffen',
  avatarNone: 'noch kein Avatar',
  companies: '⚑ {n}',
  companiesTitle: '{n} Gefährtenschaft im Spiel | {n} Gefährtenschaften im Spiel',
  mp: 'SP',
  handsShort: 'H {hand}/{mp}',
  handsTitle: '{hand} Karten auf der Spielhand, {mp} auf der SP-Hand',
  details: 'Karten und Gefährtenschaften von {name}',
  closeDetails: 'Schließen',
  waiting: 'Zug beendet: wartet auf die anderen aktiven Spieler',
  sphere: 'betrifft Plätze {seats}',
  sphereTitle: 'An einem gleichzeitigen Tisch betrifft eine Karte nur die Sphäre ihres Spielers, hier {names}: „Jeder Spieler hat eine Sphäre aus ihm und seinen beiden Nachbarn.“',
};

export const playTable = defineArea({ en, es, fr, de });
