import { statusOf } from '../../../src-shared/engine/cards/cardApi';
import type { Scenario } from '../kit/scenario';

const name = 'Eyes of Mandos';

const scenarios: Scenario[] = [
  {
    title: '"Tap Pallando and reveal up to 8 cards from the top of your play deck. Choose one to put into your hand": the eighth (Dodge), not the ninth',
    run: (k) => {
      const pallando = k.company(0, ['Pallando', 'Gimli'], 'Rivendell').chars[0] as number;
      k.phase('organization');
      const deck = k.deck(0, ['Twilight', 'Twilight', 'Twilight', 'Twilight', 'Twilight', 'Twilight', 'Twilight', 'Dodge', 'Concealment']);
      const card = k.hand(0, name);
      const [dodge, concealment] = deck.slice(7) as [number, number];
      k.expect(!k.canPlay(0, card, concealment), 'the ninth card is not revealed');
      k.play(0, card, dodge);
      k.equal(k.where(dodge), 'hand', 'Dodge');
      k.equal(statusOf(k.s, pallando), 'tapped', 'Pallando');
      k.equal(k.where(concealment), 'deck', 'Concealment stays in the play deck');
    },
  },
  {
    title: '"Playable on Pallando during the organization phase": not without him (Gandalf), nor with him tapped, nor in the site phase',
    run: (k) => {
      k.company(0, ['Gandalf'], 'Rivendell');
      const [dodge] = k.deck(0, ['Dodge']) as [number];
      k.phase('organization');
      const card = k.hand(0, name);
      k.expect(!k.canPlay(0, card, dodge), 'Gandalf is not Pallando');
      const pallando = k.company(0, ['Pallando'], 'Rivendell').chars[0] as number;
      k.expect(k.canPlay(0, card, dodge), 'Pallando in play');
      k.setStatus(pallando, 'tapped');
      k.expect(!k.canPlay(0, card, dodge), 'Pallando tapped');
      k.setStatus(pallando, 'untapped');
      k.phase('site');
      k.expect(!k.canPlay(0, card, dodge), 'the site phase');
    },
  },
];
export default scenarios;
