import type { Scenario } from '../kit/scenario';
import { notInOpponentsTurn } from '../helpers/turns';

const DECK = ['Orc-patrol', 'Concealment', 'Stealth', 'Dodge', 'Risky Blow', 'Halfling Strength', 'Wolves', 'Cave Worm'];

const scenarios: Scenario[] = [
  {
    title: '"Take up to two resources from your sideboard to your play deck and reshuffle. Remove this card from the game": Arda has no sideboard, so the Play deck is reshuffled (its order changes) and Longbottom Leaf is removed from the game',
    run: (k) => {
      k.phase('organization');
      k.company(0, ['Bilbo'], 'Bag End');
      const deck = k.deck(0, DECK);
      const card = k.hand(0, 'Longbottom Leaf');
      k.play(0, card);
      const now = k.s.sets.wizard?.decks.play ?? [];
      k.equal(now.length, deck.length, 'cards in the Play deck');
      k.expect(now.join() !== deck.join(), 'the Play deck is reshuffled');
      k.equal(k.where(card), 'removed', 'Longbottom Leaf');
    },
  },
  notInOpponentsTurn('Longbottom Leaf', 'Bilbo', 'Bag End'),
];
export default scenarios;
