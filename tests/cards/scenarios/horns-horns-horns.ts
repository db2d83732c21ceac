import type { Scenario } from '../kit/scenario';
import { notInOpponentsTurn } from '../helpers/turns';

const NAME = 'Horns, Horns, Horns';

const scenarios: Scenario[] = [
  {
    title: '"Each player removes all factions from his discard pile and shuffles them into his play deck": in Arda factions are MP cards, so each set\'s discarded factions (Rangers of the North, Riders of Rohan; the Ringwraith set\'s Goblins of Goblin-gate) go into its MP deck; a discarded ally (Gwaihir) stays',
    run: (k) => {
      k.phase('organization');
      k.company(0, ['Aragorn II'], 'Rivendell');
      const hero = k.s.sets.wizard;
      const minion = k.s.sets.ringwraith;
      const factions = [k.spawn('Rangers of the North'), k.spawn('Riders of Rohan')];
      const ally = k.spawn('Gwaihir');
      const goblins = k.spawn('Goblins of Goblin-gate', 1);
      hero?.discards.mp.push(...factions, ally);
      minion?.discards.mp.push(goblins);
      k.play(0, k.hand(0, NAME));
      k.expect(factions.every((f) => hero?.decks.mp.includes(f)), "the Wizard set's factions are in its MP deck");
      k.expect(!factions.some((f) => hero?.discards.mp.includes(f)), 'and out of its discard pile');
      k.equal(k.where(ally), 'discard', 'Gwaihir');
      k.expect(minion?.decks.mp.includes(goblins) ?? false, "the Ringwraith set's faction is in its MP deck");
      k.expect(!(hero?.decks.play ?? []).some((i) => factions.includes(i)), 'not in the Play deck');
    },
  },
  notInOpponentsTurn(NAME, 'Aragorn II', 'Rivendell'),
];
export default scenarios;
