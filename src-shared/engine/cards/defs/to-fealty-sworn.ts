/**
 * To Fealty Sworn: an MP card played from the MP hand at a Free-hold its text names (not Bag End), by the Hobbit it is played on
 * ("Playable on a Hobbit": no cost, he does not tap); it lies with him and its point counts there. "+5 direct influence against the
 * Hobbits faction and characters with Bag End as a home site": his influence checks against them (effects/statics.ts itemInfluence).
 *
 * Of its two conditions the engine opens the first, "in the same company as Return of the King" (kept with Aragorn II). The second,
 * "during the same site phase his company plays a unique hero faction at a Free-hold", never arises in Arda: the faction's play taps
 * the site and ends the company's plays there (Arda Revised: "one character taps to play one item/ally/faction/information card from
 * the MP hand … success taps the site for that company"), so no MP card follows it in that site phase.
 */
import { cardOf, nameKey, type CardDef } from '../cardApi';
import { notDuplicated } from '../vocab/bearer';
import { atEnteredSite, companyIs } from '../vocab/resourcePlay';

const RETURN = nameKey('Return of the King');

const def: CardDef = {
  name: 'To Fealty Sworn',
  alignment: ['Hero'],
  text: 'Playable on a Hobbit: in the same company as Return of the King or during the same site phase his company plays a unique hero faction at a Free-hold [{F}] (not Bag End). The Hobbit gains the warrior skill, +2 prowess, and +5 direct influence against the Hobbits faction and characters with Bag End as a home site. Cannot be duplicated on a given Hobbit.',
  // Conditions on the Hobbit are requirements: playMpCard reads `requires`, with the playing character as the target.
  play: atEnteredSite([
    { is: 'race', race: ['Hobbit'] },
    notDuplicated,
    companyIs('in the same company as Return of the King', (co, q) => co.chars.some((ch) => (q.s.chars[ch]?.hazards ?? []).some((h) => cardOf(q.s, h).key === RETURN))),
  ]),
  effects: [{ do: 'attach', to: 'target' }],
  static: [
    { on: 'scoresWithBearer' },
    { on: 'skill', skill: 'Warrior' },
    { on: 'bearer', stat: 'prowess', delta: 2 },
    { on: 'influenceAgainst', delta: 5, against: ['faction'], names: [nameKey('Hobbits')] },
    { on: 'influenceAgainst', delta: 5, against: ['character'], homeSites: [nameKey('Bag End')] },
  ],
};
export default def;
