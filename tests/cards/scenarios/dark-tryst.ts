import type { Scenario } from '../kit/scenario';
import { minionKit } from '../kit/templates';

const DECK = ['Orc-mounts', 'Steeds', 'Swift Strokes', 'Orc-draughts', 'Stealth'];

const scenarios: Scenario[] = [
  {
    title: 'Dark Tryst in the organization phase: "Draw three cards" (three from the Play deck to the hand) "and remove this card from the game" (neither the discard pile nor the hand)',
    run: (k0) => {
      const k = minionKit(k0);
      k.phase('organization');
      k.company(0, ['Ostisen'], 'Minas Morgul');
      const deck = k.deck(0, DECK);
      const card = k.hand(0, 'Dark Tryst');
      k.play(0, card);
      const hand = k.s.players[0]?.hand ?? [];
      k.equal(hand.length, 3, 'cards in the hand');
      k.expect(deck.slice(0, 3).every((i) => hand.includes(i)), 'the top three cards of the Play deck');
      k.equal(k.where(card), 'removed', 'Dark Tryst');
    },
  },
  {
    title: "Dark Tryst is not played during the opponent's turn",
    run: (k0) => {
      const k = minionKit(k0);
      k.phase('organization');
      Object.assign(k.s.turn, { active: 1, firstHazard: 0 });
      k.company(1, ['Aragorn II'], 'Rivendell');
      k.deck(0, DECK);
      const card = k.hand(0, 'Dark Tryst');
      k.expect(!k.canPlay(0, card), "in the opponent's organization phase");
      k.expect(k.refused(0, { type: 'playCard', inst: card, target: null }) !== undefined, 'refused');
    },
  },
];
export default scenarios;
