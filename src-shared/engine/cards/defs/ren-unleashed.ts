import { companyOfChar, corruptionCheck, type CardDef } from '../cardApi';
import { ANY_PHASE } from '../vocab/resourcePlay';

const def: CardDef = {
  name: 'Ren Unleashed',
  alignment: ['Minion'],
  // "As your Ringwraith": a player's own Ringwraith is his avatar. "At the same site": every company (any player's) whose site
  // is the same location (Wizard and Ringwraith versions of a site are one location); Ringwraiths make no corruption checks.
  text: 'Playable on Ren the Ringwraith (as your Ringwraith). All characters at the same site as Ren must make a corruption check modified by -2.',
  play: { side: 'resource', windows: ANY_PHASE, target: { kind: 'character', side: 'own', where: [{ is: 'named', names: ['Ren the Ringwraith'] }] } },
  effects: [
    {
      do: 'custom',
      label: 'each character at the same site as Ren makes a corruption check modified by -2',
      run: (q, ctx) => {
        const co = q.target !== null ? companyOfChar(q.s, q.target) : undefined;
        const key = co ? q.s.catalog.cards[co.site]?.key : undefined;
        if (!key) return;
        const here = q.s.companies.filter((c) => q.s.catalog.cards[c.site]?.key === key).flatMap((c) => c.chars);
        for (const ch of here) if (q.s.chars[ch]) corruptionCheck(q.s, ch, -2, ctx, q.card.name);
      },
    },
  ],
};
export default def;
