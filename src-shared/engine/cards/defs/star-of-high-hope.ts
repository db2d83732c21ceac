import { type CardDef } from '../cardApi';

const def: CardDef = {
  name: 'Star of High Hope',
  alignment: ['Hero'],
  text: 'Environment. The prowess of each Elf and Dúnadan is modified by +1 (by +2 if Gates of Morning is in play).',
  play: { side: 'resource', windows: ['longEvent'] },
  effects: [{ do: 'stay' }],
  static: [
    { on: 'characters', stat: 'prowess', delta: 1, races: ['Elf', 'Dúnadan'] },
    { on: 'characters', stat: 'prowess', delta: 1, races: ['Elf', 'Dúnadan'], ifInPlay: ['gates of morning'] },
  ],
};
export default def;
