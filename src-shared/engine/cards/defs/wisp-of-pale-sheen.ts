import type { CardDef } from '../cardApi';

const def: CardDef = {
  name: 'Wisp of Pale Sheen',
  text: 'Undead. One strike. Attacker chooses defending characters. Any character facing a strike whose mind is equal to or lower than the strike’s prowess must tap if untapped following the strike (unless the strike is canceled).',
  static: [
    {
      on: 'creature', after: 'strike', label: 'a character whose mind is equal to or lower than the strike’s prowess must tap if untapped',
      run: (s, target, strikeProwess, ctx) => {
        const mind = s.catalog.cards[s.cardOf[target] as string]?.mind ?? 0;
        if (mind <= strikeProwess && s.status[target] === undefined) {
          s.status[target] = 'tapped';
          ctx.events.push({ type: 'effect', effect: 'tap', inst: target, label: 'Wisp of Pale Sheen' });
        }
      },
    },
  ],
};
export default def;
