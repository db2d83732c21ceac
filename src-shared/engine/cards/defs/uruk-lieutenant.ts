import type { CardDef } from '../cardApi';

const def: CardDef = {
  name: 'Uruk-lieutenant',
  text: 'Orc. One strike. If played on a company that has already faced an Orc attack this turn, Uruk-lieutenant receives +3 prowess. Orc-lieutenant receives an additional +3 prowess if played on a company that has already faced Uruk-lieutenant this turn.',
  static: [
    { on: 'creature', after: 'alreadyFaced', races: ['Orc'], delta: 3 },
    { on: 'creature', after: 'boostsLater', creatures: ['orc-lieutenant'], delta: 3 },
  ],
};
export default def;
