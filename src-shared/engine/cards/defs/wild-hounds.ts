import { currentCombat, company, type CardDef } from '../cardApi';
import { COVERT_IF_MINION, RADAGAST_MOD, siteInRegionType } from '../vocab/beastFactions';
import { keyedByType, keyedToPath } from '../vocab/keying';

const def: CardDef = {
  name: 'Wild Hounds',
  text: 'Playable at any tapped or untapped Ruins & Lairs [{R}] in a Wilderness [{w}] if the influence check is greater than 11. Standard Modifications: if Radagast is your Wizard (+3). Discard this faction to cancel an automatic-attack at a Ruins & Lairs [{R}] or an attack keyed to Wilderness [{w}] or Ruins & Lairs [{R}]. May also be used as a minion resource card that is only playable by a character in a covert company.',
  play: { side: 'resource', windows: ['site'], requires: [{ is: 'siteType', types: ['R'] }, siteInRegionType('w', 'a site in a Wilderness'), COVERT_IF_MINION] },
  static: [RADAGAST_MOD],
  // Only the attacked company's player may act in the attack window (effects/query.ts windowsNow): an attack on one of his companies.
  abilities: [
    {
      label: 'discard: cancel an automatic-attack at a Ruins & Lairs or an attack keyed to Wilderness or Ruins & Lairs',
      windows: ['attack'],
      requires: [
        {
          is: 'custom',
          label: 'an automatic-attack at a Ruins & Lairs, or an attack keyed to Wilderness or Ruins & Lairs',
          test: (q) => {
            const a = currentCombat(q.s)?.attack;
            const co = a ? company(q.s, a.companyId) : undefined;
            if (a?.source === 'auto') return q.s.catalog.cards[co?.site ?? '']?.siteType === 'R';
            return keyedToPath(q, ['w']) || keyedByType(q, [], ['R']);
          },
        },
      ],
      costs: ['discardSelf'],
      effects: [{ do: 'cancelAttack' }],
      botUse: true,
    },
  ],
};
export default def;
