/**
 * Smoke on the Wind: an MP card played at the site from the MP hand (as Rescue Prisoners: the character playMpCard taps is
 * untapped again, the card held with him meanwhile). The company faces the two Men attacks (the hazard player's); afterwards,
 * if a character is untapped, one may tap (an ability, useCard) to put the card in the marshalling point pile, discarding its
 * player's factions playable at this site; else, or once the company's site phase passes, it is discarded. "Cannot be
 * duplicated at a given site": not while one is pending or stored (GameState.placedAt) at this location.
 */
import { cardOf, companyOfChar, player, removeFrom, sameLocation, toDiscard, type CardDef, type GameState } from '../cardApi';
import { prisonerCard, rescues } from '../vocab/prisoners';

const name = 'Smoke on the Wind';
const { pending, take, afterwards } = prisonerCard(
  name,
  [
    { race: 'Men', strikes: 5, prowess: 8 },
    { race: 'Men', strikes: 1, prowess: 10 },
  ],
  false,
);

/** A Smoke on the Wind already at this location: under way there, or stored from there. */
function already(s: GameState, site: string, except: number): boolean {
  return Object.entries(s.placedAt ?? {}).some(([i, at]) => Number(i) !== except && cardOf(s, Number(i)).key === cardOf(s, except).key && sameLocation(s, at, site) && s.players.some((p) => p.mpPile.includes(Number(i))))
    || s.companies.some((co) => sameLocation(s, co.site, site) && co.chars.some((ch) => (s.chars[ch]?.hazards ?? []).some((h) => h !== except && cardOf(s, h).key === cardOf(s, except).key && pending(s, h))));
}

const stored = take('tap a character of the company: this card goes to the marshalling point pile', 'stored');

const def: CardDef = {
  name,
  alignment: ['Minion'],
  text: 'Playable at an already tapped Free-hold [{F}] during the site phase. The company faces two attacks (Men — 5 strikes with 8 prowess, 1 strike with 10 prowess). If no characters are untapped following the attack, discard this card. Otherwise, you may tap one character in the company and put this card in your marshalling point pile. Discard any factions you have in play that are playable at this site. Cannot be duplicated at a given site.',
  play: {
    side: 'resource',
    windows: ['site'],
    target: { kind: 'character', side: 'company' },
    requires: [
      {
        is: 'custom',
        label: 'an already tapped Free-hold without a Smoke on the Wind',
        test: (q) => {
          const co = q.companyId ? q.s.companies.find((c) => c.id === q.companyId) : undefined;
          return Boolean(co && co.siteTapped && q.s.catalog.cards[co.site]?.siteType === 'F' && !already(q.s, co.site, q.inst));
        },
      },
    ],
  },
  abilities: [
    {
      ...stored,
      effects: [
        {
          do: 'custom',
          label: 'into the marshalling point pile; your factions playable at this site are discarded',
          run: (q, ctx) => {
            const co = q.target !== null ? companyOfChar(q.s, q.target) : undefined;
            const r = pending(q.s, q.inst);
            if (!co || !r) return;
            rescues(q.s).splice(rescues(q.s).indexOf(r), 1);
            for (const ch of Object.values(q.s.chars)) removeFrom(ch.hazards, q.inst);
            const p = player(q.s, q.seat);
            p.mpPile.push(q.inst);
            (q.s.placedAt ??= {})[q.inst] = co.site;
            const key = q.s.catalog.cards[co.site]?.key ?? '';
            for (const f of [...p.playArea]) if (cardOf(q.s, f).subtype === 'Faction' && cardOf(q.s, f).playableAt.includes(key) && removeFrom(p.playArea, f)) toDiscard(q.s, f, ctx);
          },
        },
      ],
    },
  ],
  static: [afterwards],
};
export default def;
