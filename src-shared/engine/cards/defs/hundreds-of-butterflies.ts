import { companyOfChar, currentMH, type CardDef } from '../cardApi';

const def: CardDef = {
  name: 'Hundreds of Butterflies',
  alignment: ['Hero'],
  // Played in the character's movement/hazard phase: the resource player acts there in the attack window or in response to a hazard.
  text: 'Playable on a moving character during his movement/hazard phase. Untap the character and increase the hazard limit against his company by one.',
  play: {
    side: 'resource',
    windows: ['attack', 'response'],
    target: { kind: 'character', side: 'company', where: [{ is: 'custom', label: "a moving character in his company's movement/hazard phase", test: (q) => q.target !== null && Boolean(companyOfChar(q.s, q.target)?.dest) && currentMH(q.s)?.companyId === companyOfChar(q.s, q.target)?.id }] },
  },
  effects: [{ do: 'untap', who: 'target' }, { do: 'hazardLimit', delta: 1 }],
};
export default def;
