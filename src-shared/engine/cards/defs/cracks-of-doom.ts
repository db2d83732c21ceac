import { cardOf, companyOfChar, corruptionCheck, endGame, type CardDef, type Predicate } from '../cardApi';

/** The target bears The One Ring and his company is at Mount Doom. */
const ONE_RING_AT_MOUNT_DOOM: Predicate = {
  is: 'custom',
  label: 'The One Ring is at Mount Doom with this bearer',
  test: (q) => {
    if (q.target === null) return false;
    const co = companyOfChar(q.s, q.target);
    const ring = (q.s.chars[q.target]?.items ?? []).some((i) => cardOf(q.s, i).ringKind === 'one');
    return ring && co !== undefined && q.s.catalog.cards[co.site]?.key === 'mount doom';
  },
};

// Arda Revised keeps its own way to win with The One Ring ("move The One Ring to Mount Doom, tap it's bearer and make a successful
// corruption check": the destroyOneRing action); this card is another, its check at -4 and the bearer not tapped.
const def: CardDef = {
  name: 'Cracks of Doom',
  text: 'Only playable if The One Ring is at Mount Doom during the site phase. Its bearer must make a corruption check modified by -4. If successful, The One Ring is destroyed and its bearer’s player wins.',
  play: { side: 'resource', windows: ['site'], target: { kind: 'character', side: 'own', where: [ONE_RING_AT_MOUNT_DOOM] } },
  effects: [
    {
      do: 'custom',
      label: 'the bearer makes a corruption check modified by -4; if successful, The One Ring is destroyed and his player wins',
      run: (q, ctx) => {
        if (q.target === null) return;
        if (corruptionCheck(q.s, q.target, -4, ctx, 'Cracks of Doom') === 'pass') endGame(q.s, 'one-ring', ctx, q.seat);
      },
    },
  ],
};
export default def;
