import { type CardDef, setStatus, statusOf } from '../cardApi';

const def: CardDef = {
  name: 'Slip Treacherously',
  text: 'Tap all untapped items in play. Items effects not requiring tapping apply normally.',
  play: { side: 'hazard', windows: ['hazard'] },
  effects: [
    {
      do: 'custom',
      label: 'every untapped item in play taps',
      run: (q, ctx) => {
        const { s } = q;
        for (const ch of Object.values(s.chars))
          for (const item of ch.items) {
            if (statusOf(s, item) !== 'untapped') continue;
            setStatus(s, item, 'tapped');
            ctx.events.push({ type: 'effect', effect: 'tap', inst: item, card: q.card.id });
          }
      },
    },
  ],
};
export default def;
