import { cardOf, company, currentCombat, nameKey, regionOf, type CardDef } from '../cardApi';
import { COVERT_IF_MINION, RADAGAST_MOD } from '../vocab/beastFactions';
import { keyedToRegions } from '../vocab/keying';

const REGIONS = ['Woodland Realm', 'Western Mirkwood', 'Heart of Mirkwood', 'Southern Mirkwood', 'Fangorn', 'Cardolan'];
const KEYS = REGIONS.map(nameKey);
const byEvents = keyedToRegions(REGIONS);

const def: CardDef = {
  name: 'Beasts of the Wood',
  text: 'Playable at any tapped or untapped non-Haven, non-Darkhaven, non-Dark-hold site in Woodland Realm, Western Mirkwood, Heart of Mirkwood, Southern Mirkwood, Fangorn, or Cardolan if the influence check is greater than 11. Standard Modifications: if Radagast is your Wizard (+3). Tap this faction to cancel an attack keyed by name to one of the regions listed above. May also be used as a minion resource card that is only playable by a character in a covert company.',
  play: {
    side: 'resource',
    windows: ['site'],
    requires: [
      { is: 'region', names: KEYS },
      // Darkhavens are Havens ('H') in the card data.
      { is: 'custom', label: 'a non-Haven, non-Darkhaven, non-Dark-hold site', test: (q) => { const co = q.companyId ? company(q.s, q.companyId) : undefined; const t = co ? q.s.catalog.cards[co.site]?.siteType : undefined; return t !== undefined && t !== 'H' && t !== 'D'; } },
      COVERT_IF_MINION,
    ],
  },
  static: [RADAGAST_MOD],
  // Only the attacked company's player may act in the attack window (effects/query.ts windowsNow). How a creature was keyed is not
  // recorded: a creature that may be keyed to one of the regions by name (its card, or an event in play), in the company's site path.
  abilities: [
    {
      label: 'tap: cancel an attack keyed by name to Woodland Realm, Western Mirkwood, Heart of Mirkwood, Southern Mirkwood, Fangorn, or Cardolan',
      windows: ['attack'],
      requires: [
        {
          is: 'custom',
          label: 'an attack keyed by name to one of the regions',
          test: (q) => {
            const a = currentCombat(q.s)?.attack;
            const co = a ? company(q.s, a.companyId) : undefined;
            if (!a || !co?.dest || a.source !== 'creature' || a.creature === null) return false;
            const path = [regionOf(q.s.catalog, co.site), ...co.dest.regions].filter((r): r is string => r !== null && KEYS.includes(r));
            return cardOf(q.s, a.creature).keyRegions.some((r) => path.includes(nameKey(r))) || byEvents(q.s, a);
          },
        },
      ],
      costs: ['tapSelf'],
      effects: [{ do: 'cancelAttack' }],
      botUse: true,
    },
  ],
};
export default def;
