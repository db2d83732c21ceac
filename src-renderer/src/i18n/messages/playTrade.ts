/**
 * The game screen's Trade section (Arda Revised §10: players who are not the active player trade resources one for one, both
 * confirming). The offer and answer buttons name cards and seats in the engine's words (src-shared/play/describe.ts).
 */
import { defineArea } from '../area';

const en = {
  title: 'Trade',
  rule: 'Players who are not the active player may trade resources one for one (Play hand for Play hand, MP card for MP card), both agreeing.',
  offerTo: 'Offer a card to {name} (they choose one of the same hand in return)',
  offered: '{from} offers {card} for a card of your {hand}',
  hand: { play: 'Play hand', mp: 'MP hand' },
  decline: 'Decline',
  withdraw: 'Withdraw your offer',
  yourOffer: 'Your offer of {card} to {name} waits for their answer.',
  waiting: '{from} has offered {to} a trade: {to} answers it.',
  tradeAs: 'Trade as {name}',
  tradeAsHint: 'Hand the screen to {name} to offer or answer a trade (the hand-off hides your cards)',
  offerWaits: 'an offer waits',
  done: 'Done trading: back to {name}',
};

const es: typeof en = {
  title: 'Intercambio',
  rule: 'Los jugadores que no son el jugador activo pueden intercambiar recursos uno por uno (mano de juego por mano de juego, carta de PV por carta de PV), si ambos están de acuerdo.',
  offerTo: 'Ofrecer una carta a {name} (elige una de la misma mano a cambio)',
  offered: '{from} ofrece {card} por una carta de tu {hand}',
  hand: { play: 'mano de juego', mp: 'mano de PV' },
  decline: 'Rechazar',
  withdraw: 'Retirar tu oferta',
  yourOffer: 'Tu oferta de {card} a {name} espera su respuesta.',
  waiting: '{from} ha ofrecido un intercambio a {to}: responde {to}.',
  tradeAs: 'Intercambiar como {name}',
  tradeAsHint: 'Pasa la pantalla a {name} para ofrecer o responder un intercambio (el relevo oculta tus cartas)',
  offerWaits: 'hay una oferta',
  done: 'Fin del intercambio: volver a {name}',
};

const fr: typeof en = {
  title: 'Échange',
  rule: 'Les joueurs qui ne sont pas le joueur actif peuvent échanger des ressources une contre une (main de jeu contre main de jeu, carte de PV contre carte de PV), avec l’accord des deux.',
  offerTo: 'Proposer une carte à {name} (il en choisit une de la même main en retour)',
  offered: '{from} propose {card} contre une carte de votre {hand}',
  hand: { play: 'main de jeu', mp: 'main de PV' },
  decline: 'Refuser',
  withdraw: 'Retirer votre offre',
  yourOffer: 'Votre offre de {card} à {name} attend sa réponse.',
  waiting: '{from} a proposé un échange à {to} : {to} y répond.',
  tradeAs: 'Échanger en tant que {name}',
  tradeAsHint: 'Passer l’écran à {name} pour proposer ou répondre à un échange (le relais cache vos cartes)',
  offerWaits: 'une offre attend',
  done: 'Échange terminé : retour à {name}',
};

const de: typeof en = {
  title: 'Tausch',
  rule: 'Spieler, die nicht der aktive Spieler sind, dürfen Ressourcen eins zu eins tauschen (Spielhand gegen Spielhand, SP-Karte gegen SP-Karte), wenn beide zustimmen.',
  offerTo: '{name} eine Karte anbieten (wählt dafür eine derselben Hand)',
  offered: '{from} bietet {card} für eine Karte deiner {hand}',
  hand: { play: 'Spielhand', mp: 'SP-Hand' },
  decline: 'Ablehnen',
  withdraw: 'Angebot zurückziehen',
  yourOffer: 'Dein Angebot von {card} an {name} wartet auf Antwort.',
  waiting: '{from} hat {to} einen Tausch angeboten: {to} antwortet.',
  tradeAs: 'Als {name} tauschen',
  tradeAsHint: 'Den Bildschirm an {name} übergeben, um einen Tausch anzubieten oder zu beantworten (die Übergabe verbirgt deine Karten)',
  offerWaits: 'ein Angebot wartet',
  done: 'Tausch beendet: zurück zu {name}',
};

export const playTrade = defineArea({ en, es, fr, de });
