/**
 * Seize Prisoners, as Rescue Prisoners (vocab/prisoners.ts): played from the MP hand at an already tapped Free-hold, the
 * company faces an attack of the race of the site's first automatic-attack (3 strikes with 8 prowess); then a character may tap
 * to take it, and does not untap until it is stored at a Darkhaven, Shadow-hold or Dark-hold in his organization phase.
 */
import type { CardDef } from '../cardApi';
import { firstAutoAttackRace, prisonerCard, prisonerPlay } from '../vocab/prisoners';
import { storeCardAbility } from '../vocab/storing';

const name = 'Seize Prisoners';
const { pending, start, take, afterwards } = prisonerCard(name, [{ race: firstAutoAttackRace, strikes: 3, prowess: 8 }], false);

const def: CardDef = {
  name,
  alignment: ['Minion'],
  text: 'Playable during the site phase at an already tapped Free-hold [{F}]. The company faces an attack (attack type as first automatic-attack at site—3 strikes with 8 prowess). If no characters are untapped after the attack, discard Seize Prisoners. Otherwise, tap a character in the company and put Seize Prisoners under his control. No marshalling points are received and that character may not untap until Seize Prisoners is stored at a Darkhaven [{DH}], Shadow-hold [{S}], or Dark-hold [{D}] during his organization phase. Cannot be duplicated at a given site.',
  // A Darkhaven is a minion site of type H.
  play: prisonerPlay(['F']),
  effects: [
    { do: 'attach', to: 'target' },
    { do: 'custom', label: 'the company faces an attack (3 strikes with 8 prowess)', run: (q, ctx) => (q.target !== null ? start(q.s, q.inst, q.target, ctx) : undefined) },
  ],
  abilities: [
    take('tap a character of the company: Seize Prisoners goes under his control', 'Seize Prisoners goes under his control'),
    storeCardAbility({ label: 'store Seize Prisoners (marshalling points)', where: 'a Darkhaven, Shadow-hold or Dark-hold', types: ['H', 'S', 'D'], ready: (q) => !pending(q.s, q.inst) }),
  ],
  static: [afterwards],
};
export default def;
