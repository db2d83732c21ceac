/** Typed rejections: every illegal action is answered with a code, the rule it breaks and a message. */
import type { Rejection } from './types';

export const RULES = {
  turn: 'Arda Revised §4: only the player whose decision it is may act now',
  phase: 'Arda Revised §4: this action belongs to another phase or step of the turn',
  gameOver: 'The game has ended',
  unknownCard: 'The card is not where the action says it is',
  oneCharacter: 'Arda Revised §5 Bringing characters into play: one character or the Wizard per organization phase',
  influence: 'Arda Revised §5/§9: the mind of characters under general influence may not exceed 20; followers need enough unused direct influence',
  homeSite: 'Arda Revised §5: a character comes into play at his home site or any Haven; the Wizard at his home site or Rivendell',
  roving: 'Arda Revised §3: no roving character may be played until every player has taken a first resource turn',
  unique: 'Arda Revised §2/§5: a unique card may be in play only once',
  haven: 'Arda Revised §5: companies join and split only at a Haven',
  companySize: 'Arda Revised §5: a company outside a Haven has at most 7 characters',
  sameSite: 'Arda Revised §4: items transfer between characters at the same site',
  store: 'Arda Revised §10 Storing cards: items are stored at a Haven (or the site their text names); The One Ring may not be stored',
  communalDiscard: 'Arda Revised §4 Organization: discard one card from a communal pile or the MP hand, once per turn',
  movement: 'Arda Revised §6: a company enters at most 3 regions, each adjacent to the one before',
  movementDraws: 'Arda Revised §4 Movement/Hazard phase: "You may draw up to a # of cards equal to the number of regions moved through (at least one card must be draw[n])"',
  hazardLimit: 'Arda Revised §10 The hazard limit: no more hazards than the company\'s hazard limit',
  keying: 'Arda Revised §10 Creature cards: a creature must be keyed to the site path\'s region types, the new site\'s type, or a site or region its text names',
  hazardTarget: 'Arda Revised §7 Corruption: one corruption card per character per turn, never on a Ringwraith',
  siteTapped: 'Arda Revised §4 Site phase: a company explores only its untapped site; one MP card per site visit',
  playableHere: 'Arda Revised §2: an MP card is played at a location its sleeve (or text) names',
  untapped: 'Arda Revised §4 Site phase: a character must be untapped and tap to play the card',
  items: 'Arda Revised §5: Ringwraith characters may not use items; allies cannot bear items',
  strike: 'Arda Revised §7: strikes go to untapped characters first (defender), then to any character without a strike (attacker); excess strikes are -1 modifications',
  ringTest: 'Arda Revised §5: a Wizard at Rivendell (Ringwraith at Minas Morgul) may tap to test a gold ring in his company',
  council: 'Arda Revised §1: the Free Council / Audience with Sauron may be called, on your turn, once you have 12 marshalling points',
  discard: 'Arda Revised §4: hand resolution and the end-of-turn discard',
  eventPhase: 'Arda Revised §10 Events: resource long-events only in your long-event phase; hazards only in an opponent\'s movement/hazard phase',
  oneRing: 'Arda Revised §1: The One Ring at Mount Doom (Wizard, bearer taps and passes a corruption check) or at Minas Morgul (Ringwraith)',
  manual: 'Manual adjustment: players settle card text the engine does not carry out',
  handAutoAttack:
    'coe-rules 2.V.ii.4: "If an automatic-attack depends on a hazard creature being played as the automatic-attack, the creature card must be played immediately before that attack would be initiated"; the site names the creatures ("one non-unique hazard creature from his hand normally keyed to a Shadow-hold")',
  keepItem:
    'Call of Home: "Any one item held by the removed character may automatically be transferred to another character in his company (all other non-follower cards he controls are discarded)"; Arda Revised §5: "Ringwraith characters may not use items"',
  manualControl:
    'Manual adjustment (manual.ts): coe-rules glossary "control, controller - For a player, the entities that the player owns and hasn\'t lost due to an effect are under the “control” of that player; for a character, the cards that have been played on or placed with that character are under the “control” of that character"; §9.3.3 "A player cannot target their opponent\'s resources or characters with their own resources"; §2.IV.vii.3 a hazard targets "the current company or an entity associated with that company": by hand a player affects his own cards, the company his hazards face, and (on his turn, to discard them) hazards in an opponent\'s play area',
  manualMpPile:
    'Manual adjustment (manual.ts): coe-rules glossary "marshalling point pile - An area for each player to place cards that are worth mashalling points to that player" and "store - An action that moves a card in play to its player\'s marshalling point pile"; Arda Revised §7 "If a defeated attack is a hazard creature, the card is placed in the defender\'s marshalling point pile": a resource he controls in play, or a hazard with marshalling points that attacked him',
  cvc: 'Arda Revised §7 Company vs company combat: a Wizard company may attack a Ringwraith company at the same site, and vice versa',
  influenceTiming: 'coe-rules §8.1 (Arda Revised §9 Influencing an opponent\'s cards): declared in your site phase, not on your first turn, by tapping an untapped character of a company that entered its site this turn; not with an avatar played this turn',
  influenceOnce: 'coe-rules §8.1 and §3.V.1: one influence attempt against each opponent per turn, and none against an opponent whose company you attacked this turn (nor an attack after an attempt)',
  influenceTarget: 'coe-rules §8.1 / Arda Revised §9: an opponent\'s non-avatar character, or an ally or item of his non-avatar character, at your site; or his faction, at a site where it is playable',
  influenceKeep: 'Arda Revised §9: you may not make an influence attempt for a card you could not keep (general or direct influence and room in the company for a character; a bearer who may use an item)',
  cardText: 'Arda Revised §10 / coe-rules §9.3: a card is played only when, where and on what its text allows',
  chain: 'coe-rules §9.5: in a chain of effects each player in turn may respond or pass; it resolves last declared first',
  prone: 'Dark Arda "Prone to Violence Rule": "any company that does not contain a Ringwraith may attack other companies that don\'t contain a Ringwraith! When someone draws an actual copy of the Prone to Violence, that person may immediately play the card, even if it is not their turn"',
  audience: 'Dark Arda "Winning the Game": "any player with 25 or more MP may call the Audience with Sauron. Every other player gets one final turn"; "Sudden Call Rule": "each player is considered to have a copy of Sudden Call in their hand"',
  darkOneRing: 'Dark Arda "Winning the Game": "You move The One Ring to Barad-dur"',
  mode: 'Dark Arda "Ringwraith Mode Rule": "Changing into a mode is done during the Organization Phase and requires being at a Darkhaven"; "Unless a Ringwraith is traveling between two Darkhavens or is returning to the Darkhaven printed on a site card (i.e., starter movement), the Ringwraith must be in one of three modes in order to travel"',
} as const;

export type RuleKey = keyof typeof RULES;

export function reject(code: string, rule: RuleKey, message: string): Rejection {
  return { code, rule: RULES[rule], message };
}
