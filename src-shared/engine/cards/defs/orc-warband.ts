import type { CardDef } from '../cardApi';

const def: CardDef = {
  name: 'Orc-warband',
  text: 'Orcs. Five strikes. If played on a company that has already faced an Orc attack this turn, Orc-warband receives +3 prowess.',
  static: [{ on: 'creature', after: 'alreadyFaced', races: ['Orc'], delta: 3 }],
};
export default def;
