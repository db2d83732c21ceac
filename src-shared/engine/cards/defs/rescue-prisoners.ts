/**
 * Rescue Prisoners. Played from the MP hand (it has marshalling points) at an already tapped Dark-hold or Shadow-hold:
 * playMpCard taps the character named to play it, which this card does not ask for, so he is untapped again and the
 * card is held with him (no marshalling points) while the company faces the Spider attack (the hazard player's). After
 * the attack, with no character of the company untapped, it is discarded; otherwise the player may tap one (an ability,
 * useCard, on the character of his choice) to put it under his control; if he does not before the company's site phase
 * ends, it is discarded. That character does not untap until it is stored (an ability in his organization phase at a
 * Haven, Border-hold or Free-hold; no corruption check: Arda Revised asks one for items only).
 */
import type { CardDef } from '../cardApi';
import { prisonerCard, prisonerPlay } from '../vocab/prisoners';
import { storeCardAbility } from '../vocab/storing';

const name = 'Rescue Prisoners';
const { pending, start, take, afterwards } = prisonerCard(name, [{ race: 'Spider', strikes: 2, prowess: 7 }], false);

const def: CardDef = {
  name,
  alignment: ['Hero'],
  text: 'Playable at an already tapped Dark-hold [{D}] or Shadow-hold [{S}] during the site phase. The company faces a Spider attack (2 strikes with 7 prowess). If no characters are untapped after the attack, discard Rescue Prisoners. Otherwise, you may tap 1 character in the company and put Rescue Prisoners under his control. No marshalling points are received and that character may not untap until Rescue Prisoners is stored at a Haven [{H}], Border-hold [{B}], or Free-hold [{F}] during his organization phase. Cannot be duplicated at a given site.',
  play: prisonerPlay(['D', 'S']),
  effects: [
    { do: 'attach', to: 'target' },
    { do: 'custom', label: 'the company faces a Spider attack (2 strikes with 7 prowess)', run: (q, ctx) => (q.target !== null ? start(q.s, q.inst, q.target, ctx) : undefined) },
  ],
  abilities: [
    take('tap a character of the company: Rescue Prisoners goes under his control', 'Rescue Prisoners goes under his control'),
    storeCardAbility({ label: 'store Rescue Prisoners (marshalling points)', where: 'a Haven, Border-hold or Free-hold', types: ['H', 'B', 'F'], ready: (q) => !pending(q.s, q.inst) }),
  ],
  static: [afterwards],
};
export default def;
