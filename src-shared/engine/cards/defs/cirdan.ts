import { companyOfChar, currentCombat, type CardDef } from '../cardApi';
import { character, named } from '../vocab/characters';
import { keyedToPath } from '../vocab/keying';

// "Cancel one attack against his company keyed to a Coastal Sea region": the engine does not record how a creature was keyed, so a hazard
// creature's attack counts as keyed to a Coastal Sea when it could be keyed to a Coastal Sea [{c}] of the company's site path (vocab/keying.ts).
const def: CardDef = character('Círdan', 'Unique. When Círdan is at the Grey Havens, you may keep one more card than normal in your hand. May tap to cancel one attack against his company keyed to a Coastal Sea region. +2 direct influence against the Elves of Lindon faction. -3 marshalling points if eliminated.', {
  handAt: { site: 'Grey Havens', elsewhere: 'Rivendell' },
  eliminatedMp: 3,
  influence: [named(2, 'Elves of Lindon', 'Riders of Rohan')],
  abilities: [
    {
      label: 'tap Círdan: cancel an attack against his company keyed to a Coastal Sea region',
      windows: ['attack'],
      requires: [{
        is: 'custom', label: 'an attack against his company keyed to a Coastal Sea region',
        test: (q) => currentCombat(q.s)?.attack.companyId === companyOfChar(q.s, q.inst)?.id && keyedToPath(q, ['c']),
      }],
      target: { kind: 'none' },
      costs: ['tapSelf'],
      effects: [{ do: 'cancelAttack' }],
      botUse: true,
    },
  ],
});
export default def;
