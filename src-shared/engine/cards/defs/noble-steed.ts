import { cardOf, currentCombat, isHaven, nameKey, type CardDef, type GameState } from '../cardApi';
import { bearerQ } from '../vocab/bearer';

/** Mounts that count for Noble Steed's "If each character in a company controls a Noble Steed (or Bill the Pony or Shadowfax)". */
const STEEDS = ['noble steed', 'bill the pony', 'shadowfax'];

/** Noble Steed's two more regions: given once per company, by the first Noble Steed in it, when each character controls a steed. */
function steedRegions(s: GameState, companyId: string, self: { inst: number; bearer: number | null }): number {
  const co = s.companies.find((c) => c.id === companyId);
  if (!co || self.bearer === null || !co.chars.includes(self.bearer)) return 0;
  const steedOf = (ch: number) => (s.chars[ch]?.allies ?? []).find((a) => STEEDS.includes(cardOf(s, a).key));
  if (!co.chars.every((ch) => steedOf(ch) !== undefined)) return 0;
  const first = co.chars.flatMap((ch) => (s.chars[ch]?.allies ?? []).filter((a) => cardOf(s, a).key === 'noble steed'))[0];
  return first === self.inst ? 2 : 0;
}

/** Regions where Noble Steed is playable (folded). */
const STEED_REGIONS = ['rohan', 'southern rhovanion', 'khand', 'dorwinion', 'horse plains', 'harondor'].map(nameKey);

const def: CardDef = {
  name: 'Noble Steed',
  alignment: ['Hero'],
  text: 'Playable at any tapped or untapped non-Haven site in Rohan, Southern Rhovanion, Khand, Dorwinion, Horse Plains, or Harondor. If each character in a company controls a Noble Steed (or Bill the Pony or Shadowfax), the company may move up to two additional regions. Tap to cancel a strike (not from an automatic-attack) against its bearer or itself.',
  play: {
    side: 'resource',
    windows: ['site'],
    requires: [
      {
        is: 'custom',
        label: 'a non-Haven site in Rohan, Southern Rhovanion, Khand, Dorwinion, Horse Plains, or Harondor',
        test: (q) => {
          const co = q.companyId ? q.s.companies.find((c) => c.id === q.companyId) : undefined;
          const site = co ? q.s.catalog.cards[co.site] : undefined;
          return Boolean(co && site && !isHaven(q.s, co.site) && STEED_REGIONS.includes(site.regionKey ?? ''));
        },
      },
    ],
  },
  static: [{ on: 'extraRegions', count: steedRegions }],
  abilities: [
    {
      label: 'tap to cancel a strike against its bearer or itself',
      windows: ['strike'],
      target: { kind: 'strike' },
      requires: [
        { is: 'custom', label: 'a strike against its bearer or itself', test: (q) => q.target !== null && (q.target === bearerQ(q) || q.target === q.inst) },
        { is: 'custom', label: 'not from an automatic-attack', test: (q) => currentCombat(q.s)?.attack.source !== 'auto' },
      ],
      costs: ['tapSelf'],
      effects: [{ do: 'cancelStrike' }],
      botUse: true,
    },
  ],
};
export default def;
