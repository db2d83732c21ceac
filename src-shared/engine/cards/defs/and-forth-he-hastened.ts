import { cardOf, type CardDef } from '../cardApi';
import { ANY_PHASE, companyIs, onOwnCharacter } from '../vocab/resourcePlay';

const def: CardDef = {
  name: 'And Forth He Hastened',
  alignment: ['Hero'],
  text: 'Untap a character in your Wizard’s company.',
  play: onOwnCharacter(ANY_PHASE, [
    { is: 'status', status: 'tapped' },
    companyIs("in your Wizard's company", (co, q) => co.chars.some((ch) => cardOf(q.s, ch).avatar && cardOf(q.s, ch).race === 'Wizard')),
  ]),
  effects: [{ do: 'untap', who: 'target' }],
};
export default def;
