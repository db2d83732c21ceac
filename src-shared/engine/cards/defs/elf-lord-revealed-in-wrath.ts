import type { CardDef } from '../cardApi';

// "If Doors of Night is not in play, may also be played keyed to Shadow-lands [{s}]": the card data's keying (facts.ts doorsOfNightKeying).
const def: CardDef = {
  name: 'Elf-lord Revealed in Wrath',
  text: 'Elf. One strike (detainment against hero companies). +4 prowess versus Ringwraiths. If Doors of Night is not in play, may also be played keyed to Shadow-lands [{s}].',
  static: [
    { on: 'creature', after: 'detainment', against: ['wizard'] },
    { on: 'creature', after: 'prowessVs', races: ['Ringwraith'], delta: 4 },
  ],
};
export default def;
