import type { CardDef } from '../cardApi';
import { inDiplomatsCompany } from '../vocab/checks';
import { markedThisTurn } from '../vocab/minionEvents';
import { ANY_PHASE } from '../vocab/resourcePlay';

const def: CardDef = {
  name: 'Honey on the Tongue',
  alignment: ['Minion'],
  // "Direct influence against characters": his influence checks against characters (phases/influence.ts, the 'characterCheck'
  // modifier). A character taps to make an influence attempt, so the turn holds one such check of his: the modifier is used up
  // by it. "Cannot be duplicated on a given character": not while the modifier is his.
  text: 'Diplomat only. +5 direct influence against characters by a character in a diplomat’s company until the end of the turn. Cannot be duplicated on a given character.',
  play: {
    side: 'resource',
    windows: ANY_PHASE,
    target: {
      kind: 'character',
      side: 'own',
      where: [
        { is: 'custom', label: "in a diplomat's company", test: inDiplomatsCompany },
        { is: 'custom', label: 'not already on this character', test: (q) => !markedThisTurn(q, q.target) },
      ],
    },
  },
  effects: [{ do: 'custom', label: '+5 direct influence against characters this turn', run: (q) => q.target !== null && void q.s.mods.push({ inst: q.target, stat: 'characterCheck', delta: 5, label: q.card.name }) }],
};
export default def;
