import { cardOf, player, type CardDef } from '../cardApi';
import { discardMovingOutside } from '../vocab/allies';
import { ANY_TIME } from '../vocab/bearer';
import { fromDiscard } from '../vocab/characters';

const def: CardDef = {
  name: 'Nenseldë the Wingild',
  alignment: ['Hero'],
  text: 'Unique. Playable at Dol Amroth. May not be attacked. Tap Nenseldë to return one environment resource long-event or short-event from your discard pile to your hand. Discard Nenseldë if her company moves to a site that is not in: Belfalas, Bay of Belfalas, Anfalas, or Mouths of the Anduin.',
  play: { side: 'resource', windows: ['site'], requires: [{ is: 'siteName', names: ['Dol Amroth'] }] },
  static: [{ on: 'notAttacked' }, discardMovingOutside(['Belfalas', 'Bay of Belfalas', 'Anfalas', 'Mouths of the Anduin'])],
  abilities: [
    {
      label: 'tap Nenseldë: an environment resource long-event or short-event from your discard pile to your hand',
      windows: ANY_TIME,
      target: { kind: 'inDiscard', match: { type: 'Resource', subtypes: ['Long-event', 'Short-event'], keywords: ['Environment'] } },
      costs: ['tapSelf'],
      effects: [
        {
          do: 'custom',
          label: 'the event returns to your hand',
          run: (q, ctx) => {
            if (q.target === null || !fromDiscard(q.s, q.seat, q.target)) return;
            player(q.s, q.seat).hand.push(q.target);
            ctx.events.push({ type: 'effect', effect: 'custom', label: `${cardOf(q.s, q.target).name} returns to P${q.seat}'s hand`, card: q.card.id });
          },
        },
      ],
    },
  ],
};
export default def;
