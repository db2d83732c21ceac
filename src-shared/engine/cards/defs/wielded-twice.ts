import { corruptionCheck, setStatus, statusOf, type CardDef, type Company, type GameState } from '../cardApi';
import { ANY_PHASE } from '../vocab/resourcePlay';
import { sageOf } from '../vocab/sages';

/** The first untapped sage of the company. */
function untappedSage(s: GameState, co: Company): number | undefined {
  return sageOf(s, co, true);
}

/** The company whose character bears the item. */
function companyOfItem(s: GameState, item: number): Company | undefined {
  return s.companies.find((co) => co.chars.some((ch) => s.chars[ch]?.items.includes(item)));
}

const def: CardDef = {
  name: 'Wielded Twice',
  alignment: ['Hero'],
  // Played on the tapped item; the sage who taps is the first untapped one of its company (his tap is part of what resolves).
  text: 'Sage only. Ritual. Tap a sage to untap an item in his company. Sage makes a corruption check.',
  play: {
    side: 'resource',
    windows: [...ANY_PHASE, 'attack', 'strike'],
    target: {
      kind: 'custom',
      label: 'a tapped item in the company of an untapped sage of yours',
      targets: (s, seat) =>
        s.companies.filter((co) => co.owner === seat && untappedSage(s, co) !== undefined).flatMap((co) => co.chars.flatMap((ch) => s.chars[ch]?.items ?? [])).filter((i) => statusOf(s, i) === 'tapped'),
    },
  },
  effects: [
    {
      do: 'custom',
      label: 'a sage taps to untap the item, then makes a corruption check',
      run: (q, ctx) => {
        const co = q.target !== null ? companyOfItem(q.s, q.target) : undefined;
        const sage = co ? untappedSage(q.s, co) : undefined;
        if (q.target === null || sage === undefined || co?.owner !== q.seat) return;
        setStatus(q.s, sage, 'tapped');
        setStatus(q.s, q.target, 'untapped');
        corruptionCheck(q.s, sage, 0, ctx, q.card.name);
      },
    },
  ],
};
export default def;
