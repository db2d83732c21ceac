import type { CardDef } from '../cardApi';

const def: CardDef = {
  name: 'Emerald of Doriath',
  alignment: ['Hero'],
  text: 'Unique. Hoard item. +1 to direct influence against Elves and Elf factions. If bearer is a Wizard, your general influence is increased by two.',
  static: [
    { on: 'influenceAgainst', delta: 1, against: ['faction', 'character'], race: 'Elf' },
    { on: 'generalInfluence', delta: 2, bearerRaces: ['Wizard'] },
  ],
};
export default def;
