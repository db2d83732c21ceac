import { requestCheck, type CardDef } from '../cardApi';
import { ATTACK_ON_COMPANY } from '../vocab/bearer';
import { atEndOfUntap } from '../vocab/untapPhase';

const def: CardDef = {
  name: 'The Iron Crown',
  alignment: ['Minion'],
  text: 'Unique. +1 to body to a maximum of 10. +4 to direct influence. Bearer may tap The Iron Crown to cancel an attack by Orcs, Trolls, or Men against his company. At the end of his untap phase, if the bearer is not a Ringwraith, he must make a corruption check. May be stored at Barad-dûr for 5 marshalling points.',
  static: [
    { on: 'gearFigures', body: { bonus: 1, max: 10 } },
    { on: 'bearer', stat: 'di', delta: 4 },
    // "If the bearer is not a Ringwraith": Ringwraiths never make corruption checks (corruption.ts).
    atEndOfUntap((s, bearer, ctx) => requestCheck(s, { inst: bearer, modifier: 0, why: 'The Iron Crown', failure: 'byMargin' }, ctx)),
    { on: 'storedAt', sites: ['Barad-dûr'], mp: 5 },
  ],
  abilities: [
    {
      label: 'tap The Iron Crown: cancel an attack by Orcs, Trolls or Men against his company',
      windows: ['attack'],
      requires: [ATTACK_ON_COMPANY, { is: 'attackRace', races: ['Orc', 'Troll', 'Man'] }],
      costs: ['tapSelf'],
      effects: [{ do: 'cancelAttack' }],
      botUse: true,
    },
  ],
};
export default def;
