import type { CardDef } from '../cardApi';
import { notInCompany } from '../vocab/bearer';
import { onCompanyCharacter } from '../vocab/hazards';

// A hazard on his character is used by the character's player (effects/abilities.ts useWindow): tapping him at a Haven in his
// organization phase discards it.
const def: CardDef = {
  name: 'Diminish and Depart',
  text: 'Playable on an Elf, Hobbit, or Wizard. All Elves and Hobbits in the target’s company have +1 mind, and a Wizard in the company has -1 direct influence. Tap target character at a Haven [{H}] during the organization phase to discard this card. Cannot be duplicated in a given company.',
  play: onCompanyCharacter({ is: 'race', race: ['Elf', 'Hobbit', 'Wizard'] }, notInCompany('Diminish and Depart')),
  effects: [{ do: 'attach', to: 'target' }],
  static: [
    { on: 'company', stat: 'mind', delta: 1, races: ['Elf', 'Hobbit'] },
    { on: 'company', stat: 'di', delta: -1, races: ['Wizard'] },
  ],
  abilities: [{ label: 'tap target character at a Haven: discard this card', windows: ['organization'], requires: [{ is: 'siteType', types: ['H'] }], costs: ['tapBearer', 'discardSelf'], effects: [] }],
};
export default def;
