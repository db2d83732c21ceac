import { cardOf, companyOfChar, prowessOf, setStatus, statusOf, type CardDef } from '../cardApi';
import { cardBodyCheck } from '../vocab/bodyChecks';
import { ANY_PHASE } from '../vocab/resourcePlay';

const def: CardDef = {
  name: 'Where There’s a Whip',
  alignment: ['Minion'],
  // "A Whip": an item named Whip. A character without a mind (a Ringwraith) has none "less than the bearer's". The body checks are
  // rolled by the card's player.
  text: 'Playable on an untapped Orc or Troll character bearing a Whip. Each tapped character in the bearer’s company with a mind and prowess less than the bearer’s makes a body check modified by -2. Failing the body check wounds, but does not eliminate the character. An Orc or Troll is discarded according to its card. Each unwounded character in the company becomes untapped.',
  play: {
    side: 'resource',
    windows: ANY_PHASE,
    target: {
      kind: 'character',
      side: 'own',
      where: [
        { is: 'race', race: ['Orc', 'Troll'] },
        { is: 'status', status: 'untapped' },
        { is: 'custom', label: 'bearing a Whip', test: (q) => q.target !== null && (q.s.chars[q.target]?.items ?? []).some((i) => cardOf(q.s, i).key === 'whip') },
      ],
    },
  },
  effects: [
    {
      do: 'custom',
      label: 'body checks at -2 for tapped characters of lesser mind and prowess (failing wounds); then every unwounded character untaps',
      run: (q, ctx) => {
        const { s } = q;
        const bearer = q.target;
        const co = bearer !== null ? companyOfChar(s, bearer) : undefined;
        if (bearer === null || !co) return;
        const mind = cardOf(s, bearer).mind ?? 0;
        const prowess = prowessOf(s, bearer);
        const lesser = (ch: number) => ch !== bearer && cardOf(s, ch).mind !== null && (cardOf(s, ch).mind ?? 0) < mind && prowessOf(s, ch) < prowess;
        for (const ch of co.chars.filter((c) => statusOf(s, c) === 'tapped' && lesser(c))) {
          if (s.chars[ch] && cardBodyCheck(q, ctx, ch, -2) === 'fails') setStatus(s, ch, 'wounded');
        }
        for (const ch of co.chars) if (statusOf(s, ch) === 'tapped') setStatus(s, ch, 'untapped');
      },
    },
  ],
};
export default def;
