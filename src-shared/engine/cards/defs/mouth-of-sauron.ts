import type { CardDef } from '../cardApi';
import { backToHand } from '../vocab/hazards';

const back = backToHand('a hazard card returns from your discard pile to your hand', { type: 'Hazard' });

// As a hazard creature (one strike; figures and keying from the card data) by `playCreature`; as a short-event by `playCard`.
const def: CardDef = {
  name: 'Mouth of Sauron',
  text: 'Unique. Man. May be played as a hazard creature (with one strike) or as a short-event. If played as a short-event, bring any hazard card from your discard pile back into your hand.',
  play: { side: 'hazard', windows: ['hazard'], orCreature: true, target: back.target, requires: back.requires },
  effects: back.effects,
};
export default def;
