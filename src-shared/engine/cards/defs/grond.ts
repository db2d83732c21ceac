/**
 * Grond: played on one of its player's unique Orc or Troll factions (cards/vocab/onCard.ts); it leaves play with it. As an
 * automatic-attack begins at a Free-hold or Border-hold in the region of a site where that faction is playable, or in a region
 * adjacent to one, its prowess is modified by -3 — by the first such Grond in play only ("Only one Grond can so affect a given
 * site").
 */
import { cardOf, currentCombat, player, raceMatches, regionOf, type CardDef, type GameState } from '../cardApi';
import { cardUnder, leavesWithIt, placeOnTarget } from '../vocab/onCard';
import { ANY_PHASE } from '../vocab/resourcePlay';

const GROND = 'grond';

/** The regions Grond `inst` covers: those of the sites where its faction is playable, and their neighbours. */
function covered(s: GameState, inst: number): string[] {
  const faction = cardUnder(s, inst);
  if (faction === null) return [];
  const bySite = s.catalog.siteByName[s.alignOf[inst] ?? 'ringwraith'];
  const home = cardOf(s, faction).playableAt.map((key) => regionOf(s.catalog, bySite[key] ?? '')).filter((r): r is string => r !== null);
  return [...new Set(home.flatMap((r) => [r, ...(s.catalog.regions[r]?.adj ?? [])]))];
}

const def: CardDef = {
  name: 'Grond',
  alignment: ['Minion'],
  text: "Playable on a unique Orc or Troll Faction. -3 prowess to automatic-attacks at Free-holds [{F}] and Border-holds [{B}] in the region containing the site where the faction is playable, and in all adjacent regions. Only one Grond can so affect a given site.",
  play: {
    side: 'resource',
    windows: ANY_PHASE,
    target: {
      kind: 'custom',
      label: 'a unique Orc or Troll faction of yours',
      targets: (s, seat) => player(s, seat).playArea.filter((i) => {
        const c = cardOf(s, i);
        return c.subtype === 'Faction' && c.unique && raceMatches(c.race, ['Orc', 'Troll']);
      }),
    },
  },
  effects: [placeOnTarget],
  static: [
    leavesWithIt,
    {
      on: 'afterAction',
      run: (s, events, ctx, self) => {
        const combat = currentCombat(s);
        const a = combat?.attack;
        if (!a || a.source !== 'auto' || !events.some((e) => e.type === 'attack' && e.companyId === a.companyId)) return;
        const site = s.companies.find((co) => co.id === a.companyId)?.site ?? '';
        const region = regionOf(s.catalog, site);
        if (!['F', 'B'].includes(s.catalog.cards[site]?.siteType ?? '') || region === null) return;
        const gronds = s.players.flatMap((p) => p.playArea).filter((i) => cardOf(s, i).key === GROND && covered(s, i).includes(region));
        if (Math.min(...gronds) !== self.inst) return;
        a.prowess -= 3;
        ctx.events.push({ type: 'effect', effect: 'modifyAttack', stat: 'prowess', delta: -3, card: s.cardOf[self.inst], label: a.label, static: true });
      },
    },
  ],
};
export default def;
