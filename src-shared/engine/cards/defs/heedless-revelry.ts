import { type CardDef, cardOf, setStatus, statusOf } from '../cardApi';
import { concerned, onConcernedCompany } from '../vocab/hazards';
import { rollAbove } from '../vocab/hazardShortEvents';

const def: CardDef = {
  // Arda has no on-guard cards (hazards are played in the movement/hazard phase or in response): the on-guard use cannot arise.
  name: 'Heedless Revelry',
  text: 'Playable on a non-Ringwraith company that is not moving. Make a roll for each untapped non-Wizard character in the company; modify this roll by -2 for hero characters. If the result is greater than the character’s mind, the character becomes tapped. Alternatively, may be revealed as an on-guard card on a company in response to the play of an item, ally, or faction (does not interfere with the playing of the card it is revealed in response to). Tap all untapped non-Ringwraith, non-Wizard characters in the company.',
  play: {
    side: 'hazard',
    windows: ['hazard'],
    requires: [
      { is: 'moving', value: false },
      { is: 'custom', label: 'a company without a Ringwraith', test: (q) => !(concerned(q)?.chars ?? []).some((ch) => cardOf(q.s, ch).race === 'Ringwraith') },
    ],
  },
  effects: [
    onConcernedCompany('a roll for each untapped non-Wizard character (-2 for heroes): above his mind he taps', (q, ctx, co) => {
      const { s } = q;
      for (const ch of co.chars) {
        const card = cardOf(s, ch);
        if (card.race === 'Wizard' || statusOf(s, ch) !== 'untapped') continue;
        const mods = card.alignment === 'Hero' ? [{ label: 'hero character', value: -2 }] : [];
        if (rollAbove(q, ctx, { inst: ch, mods, above: card.mind ?? 0, result: 'tapped' })) setStatus(s, ch, 'tapped');
      }
    }),
  ],
};
export default def;
