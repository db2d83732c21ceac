/**
 * Burning Rick, Cot, and Tree. Played from the MP hand at an already tapped Border-hold (as Rescue Prisoners, the
 * character playMpCard taps is untapped again: the card asks no one to tap to play it; it is held with him meanwhile).
 * The company faces the two attacks of Men (the hazard player's). With no character of the company untapped after them,
 * it is discarded; otherwise the player may tap one (an ability, useCard) to put it in his marshalling point pile, and
 * his factions in play that are playable at that site (their sleeve's locations, else the site their text names) are
 * discarded; if no one taps before the company's site phase ends, it is discarded. "Cannot be duplicated at a given
 * site": not while another is being played at that site.
 */
import { cardOf, companyOfChar, player, removeFrom, toDiscard, type CardDef, type GameState } from '../cardApi';
import { atEnteredSite } from '../vocab/resourcePlay';
import { prisonerCard, rescues } from '../vocab/prisoners';

const name = 'Burning Rick, Cot, and Tree';
const { pending, start, afterwards } = prisonerCard(name, [{ race: 'Men', strikes: 4, prowess: 7 }, { race: 'Men', strikes: 1, prowess: 9 }], false);
/** The seat's factions in play playable at this site: their sleeve's locations, else the site their text names. */
const factionsAt = (s: GameState, seat: number, siteId: string): number[] => {
  const p = player(s, seat);
  const key = s.catalog.cards[siteId]?.key;
  return p.playArea.filter((i) => {
    const card = cardOf(s, i);
    if (card.subtype !== 'Faction') return false;
    const locs = s.catalog.mpLocations[p.alignment][card.id];
    return locs && locs.length > 0 ? locs.some((l) => s.catalog.cards[l]?.key === key) : Boolean(key && card.playableAt.includes(key));
  });
};

const def: CardDef = {
  name,
  alignment: ['Minion'],
  text: 'Playable at an already tapped Border-hold [{B}] during the site phase. The company faces two attacks (Men — 4 strikes with 7 prowess, 1 strike with 9 prowess). If no characters are untapped after the attack, discard this card. Otherwise, you may tap one character in the company and put this card in your marshalling point pile. Discard any factions you have in play that are playable at that site. Cannot be duplicated at a given site.',
  play: atEnteredSite([
    { is: 'siteType', types: ['B'] },
    { is: 'custom', label: 'an already tapped site', test: (q) => Boolean(q.companyId && q.s.companies.find((c) => c.id === q.companyId)?.siteTapped) },
    {
      is: 'custom',
      label: 'not duplicated at the site',
      test: (q) => {
        const site = q.companyId ? q.s.companies.find((c) => c.id === q.companyId)?.site : undefined;
        return !rescues(q.s).some((r) => r.inst !== q.inst && cardOf(q.s, r.inst).key === q.card.key && q.s.companies.find((c) => c.id === r.companyId)?.site === site);
      },
    },
  ]),
  effects: [
    { do: 'attach', to: 'target' },
    { do: 'custom', label: 'the company faces two attacks (Men — 4 strikes with 7 prowess, 1 strike with 9 prowess)', run: (q, ctx) => (q.target !== null ? start(q.s, q.inst, q.target, ctx) : undefined) },
  ],
  abilities: [
    {
      label: 'tap a character of the company: this card goes to the marshalling point pile; factions playable at the site are discarded',
      windows: ['site'],
      target: { kind: 'character', side: 'company' },
      requires: [{ is: 'custom', label: 'the attacks are over', test: (q) => pending(q.s, q.inst)?.stage === 'choose' && q.target !== null && companyOfChar(q.s, q.target)?.id === pending(q.s, q.inst)?.companyId }],
      costs: ['tapTarget'],
      effects: [
        {
          do: 'custom',
          label: 'to the marshalling point pile; factions playable at the site are discarded',
          run: (q, ctx) => {
            const r = pending(q.s, q.inst);
            const co = r ? q.s.companies.find((c) => c.id === r.companyId) : undefined;
            if (!r || !co) return;
            rescues(q.s).splice(rescues(q.s).indexOf(r), 1);
            for (const ch of Object.values(q.s.chars)) removeFrom(ch.hazards, q.inst);
            player(q.s, q.seat).mpPile.push(q.inst);
            for (const f of factionsAt(q.s, q.seat, co.site)) {
              removeFrom(player(q.s, q.seat).playArea, f);
              toDiscard(q.s, f, ctx);
            }
          },
        },
      ],
      botUse: true,
    },
  ],
  static: [afterwards],
};
export default def;
