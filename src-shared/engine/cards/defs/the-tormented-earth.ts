import { cancelCombat, cardOf, corruptionCheck, type CardDef, type Ctx, type GameState, type Query } from '../cardApi';
import { markAttack, playedOnAttack } from '../vocab/onAttack';

/** A character who can use sorcery ("Can use sorcery" in his text). */
function sorceryUser(s: GameState, inst: number): boolean {
  return /can use[^.]*sorcery/i.test(cardOf(s, inst).text.replace(/<[^>]+>/g, ''));
}

/** "Unless he is a Ringwraith, he makes a corruption check modified by N" (the target). */
function unlessRingwraithCheck(q: Query, modifier: number, ctx: Ctx): void {
  if (q.target !== null && q.s.chars[q.target] && cardOf(q.s, q.target).race !== 'Ringwraith') corruptionCheck(q.s, q.target, modifier, ctx, q.card.name);
}

const def: CardDef = {
  name: 'The Tormented Earth',
  // "Cancels the attack or gives the attack -3 prowess, your choice": the corruption check follows either way, so the
  // attack is cancelled (the stronger choice). Company-vs-company combat is left aside (a creature's attack only).
  text: 'Magic. Sorcery. Playable on a sorcery-using character facing a non-automatic-attack. Cancels the attack or gives the attack -3 prowess, your choice. Unless he is a Ringwraith, character makes a corruption check modified by -4. Cannot be duplicated against a given attack.',
  play: {
    side: 'resource',
    windows: ['attack', 'strike'],
    target: { kind: 'character', side: 'company', where: [{ is: 'custom', label: 'a sorcery-using character', test: (q) => q.target !== null && sorceryUser(q.s, q.target) }] },
    requires: [{ is: 'attackSource', source: 'creature' }, { is: 'custom', label: 'not yet played against this attack', test: (q) => !playedOnAttack(q) }],
  },
  effects: [
    { do: 'custom', label: 'the attack is cancelled', run: (q, ctx) => (markAttack(q), cancelCombat(q.s, ctx)) },
    { do: 'custom', label: 'unless he is a Ringwraith, the character makes a corruption check modified by -4', run: (q, ctx) => unlessRingwraithCheck(q, -4, ctx) },
  ],
};
export default def;
