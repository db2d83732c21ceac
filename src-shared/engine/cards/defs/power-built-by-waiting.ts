import { type CardDef, type GameState, setStatus, statusOf } from '../cardApi';

/** The movement/hazard step under the current position, if any. */
function currentMHStep(s: GameState): { limit: number; played: number } | null {
  for (let i = s.stack.length - 1; i >= 0; i--) {
    const step = s.stack[i];
    if (step?.kind === 'mhHazards') return step;
  }
  return null;
}

const def: CardDef = {
  name: 'Power Built by Waiting',
  text: 'Tap during a company’s movement/hazard phase to increase the hazard limit against that company by one. This card does not untap during your untap phase. You may use two against a company’s hazard limit to untap this card.',
  play: { side: 'hazard', windows: ['hazard'] },
  static: [{ on: 'noUntap' }],
  abilities: [
    {
      label: 'tap: +1 to the hazard limit against this company',
      windows: ['hazard'],
      costs: ['tapSelf'],
      effects: [{ do: 'hazardLimit', delta: 1 }],
      botUse: true,
    },
    {
      label: 'use two against the hazard limit: untap this card',
      windows: ['hazard'],
      requires: [
        { is: 'custom', label: 'this card is tapped', test: (q) => statusOf(q.s, q.inst) === 'tapped' },
        { is: 'custom', label: 'two left of the hazard limit', test: (q) => { const mh = currentMHStep(q.s); return mh !== null && mh.limit - mh.played >= 2; } },
      ],
      costs: [],
      effects: [
        {
          do: 'custom', label: 'two against the hazard limit; untap this card',
          run: (q, ctx) => {
            const mh = currentMHStep(q.s);
            if (mh) mh.played += 2;
            setStatus(q.s, q.inst, 'untapped');
            ctx.events.push({ type: 'effect', effect: 'untap', inst: q.inst, card: q.card.id });
          },
        },
      ],
    },
  ],
};
export default def;
