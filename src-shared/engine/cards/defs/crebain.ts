import type { CardDef } from '../cardApi';
import { revealRandom } from '../vocab/reveal';

// "After the attack, the defender must reveal one random card from his hand for each character in the defending company": the
// cards, drawn at random (the game's generator) without being taken from the hand, are named in an event every player sees.
const def: CardDef = {
  name: 'Crebain',
  text: 'Animals. Each character in the company faces one strike. After the attack, the defender must reveal one random card from his hand for each character in the defending company.',
  static: [
    {
      on: 'creature',
      after: 'attackEnd',
      run: (s, companyId, ctx) => {
        const co = s.companies.find((c) => c.id === companyId);
        if (co) revealRandom(s, co.owner, co.chars.length, ctx, 'Crebain');
      },
    },
  ],
};
export default def;
