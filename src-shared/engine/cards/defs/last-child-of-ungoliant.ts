import { cardOf, currentCombat, nameKey, player, removeFrom, type CardDef, type GameState } from '../cardApi';
import { ANY_TIME } from '../vocab/bearer';
import { discardMovingOutside } from '../vocab/allies';

/** Imlad Morgul, Ithilien, Gorgoroth (folded). */
const REGIONS = ['Imlad Morgul', 'Ithilien', 'Gorgoroth'];

/** The company is moving to a site in Imlad Morgul, Ithilien or Gorgoroth. */
function movingThere(s: GameState, companyId: string | undefined): boolean {
  const co = s.companies.find((c) => c.id === companyId);
  return Boolean(co?.dest && REGIONS.map(nameKey).includes(s.catalog.cards[co.dest.site]?.regionKey ?? ''));
}

/** Hazard permanent-events on characters of companies moving there (a card on a company is kept with one of its characters). */
function hazardsThere(s: GameState): number[] {
  return s.companies
    .filter((co) => movingThere(s, co.id))
    .flatMap((co) => co.chars.flatMap((ch) => (s.chars[ch]?.hazards ?? []).filter((h) => cardOf(s, h).type === 'Hazard' && /Permanent-event/.test(cardOf(s, h).subtype ?? ''))));
}

// "Its controlling character's company is overt": overt.ts isOvert reads it from the ally's text.
const def: CardDef = {
  name: 'Last Child of Ungoliant',
  alignment: ['Minion'],
  text: "Unique. Playable at Shelob's Lair. Manifestation of Shelob. Its controlling character's company is overt. Tap this ally to either: cancel one hazard creature attack against a company moving to a site in Imlad Morgul, Ithilien, or Gorgoroth or to discard one hazard permanent-event on such a company or on a character in such a company. Discard this card if her company moves to a site that is not in Gorgoroth, Imlad Morgul, or Ithilien. Return her to your hand if Shelob is played.",
  play: { side: 'resource', windows: ['site'], requires: [{ is: 'siteName', names: ["Shelob's Lair"] }] },
  static: [
    discardMovingOutside(REGIONS),
    {
      // "Return her to your hand if Shelob is played": an MP card, to the MP hand.
      on: 'afterAction',
      run: (s, events, ctx, self) => {
        const shelob = events.some((e) => (e.type === 'playCreature' || e.type === 'playHazardEvent' || e.type === 'declare') && s.catalog.cards[e.card]?.key === 'shelob');
        if (!shelob || self.bearer === null) return;
        const ch = s.chars[self.bearer];
        if (!ch || !removeFrom(ch.allies, self.inst)) return;
        delete s.status[self.inst];
        player(s, ch.owner).mpHand.push(self.inst);
        ctx.events.push({ type: 'effect', effect: 'custom', label: `${cardOf(s, self.inst).name} returns to P${ch.owner}'s hand (Shelob is played)`, card: cardOf(s, self.inst).id });
      },
    },
  ],
  abilities: [
    {
      label: 'tap: cancel a hazard creature attack against a company moving to a site in Imlad Morgul, Ithilien or Gorgoroth',
      windows: ['attack'],
      // Only a hazard creature's attack reaches a company while it moves (automatic-attacks and company-versus-company come in the site phase).
      requires: [
        {
          is: 'custom',
          label: 'a hazard creature attack against a company moving to a site in Imlad Morgul, Ithilien or Gorgoroth',
          test: (q) => currentCombat(q.s)?.attack.source === 'creature' && movingThere(q.s, currentCombat(q.s)?.attack.companyId),
        },
      ],
      costs: ['tapSelf'],
      effects: [{ do: 'cancelAttack' }],
      botUse: true,
    },
    {
      label: 'tap: discard a hazard permanent-event on a company moving to a site in Imlad Morgul, Ithilien or Gorgoroth',
      windows: [...ANY_TIME, 'movementHazard'],
      target: { kind: 'custom', label: 'a hazard permanent-event on such a company or a character in it', targets: (s) => hazardsThere(s) },
      costs: ['tapSelf'],
      effects: [{ do: 'discardTarget' }],
    },
  ],
};
export default def;
