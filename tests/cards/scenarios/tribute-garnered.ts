import { scoreSheet } from '../../../src-shared/engine/cards/cardApi';
import type { Scenario } from '../kit/scenario';
import { minionKit } from '../kit/templates';
import { exhaustPlayDeck } from '../helpers/playDeck';

const name = 'Tribute Garnered';

const scenarios: Scenario[] = [
  {
    title: '"Playable on a faction in play. That faction gives an additional miscellaneous marshalling point. Cannot be duplicated on a given faction": from the MP hand on Hill Trolls, +1 miscellaneous point; a second copy not on Hill Trolls, but on Orcs of Angmar',
    run: (k0) => {
      const k = minionKit(k0);
      k.phase('organization');
      k.company(0, ['Shagrat'], 'Minas Morgul');
      const trolls = k.inPlay(0, 'Hill Trolls');
      const angmar = k.inPlay(0, 'Orcs of Angmar');
      const card = k.mpHand(0, name);
      const second = k.mpHand(0, name);
      const before = scoreSheet(k.s, 0).misc;
      k.play(0, card, trolls);
      k.equal(k.where(card), 'playArea', name);
      k.equal(scoreSheet(k.s, 0).misc, before + 1, 'miscellaneous marshalling points');
      k.expect(!k.canPlay(0, second, trolls), 'not twice on Hill Trolls');
      k.play(0, second, angmar);
      k.equal(scoreSheet(k.s, 0).misc, before + 2, 'one more on Orcs of Angmar');
    },
  },
  {
    title: '"a faction in play": not on another player\'s faction, nor with no faction of his; it leaves play with its faction',
    run: (k0) => {
      const k = minionKit(k0);
      k.phase('organization');
      k.company(0, ['Shagrat'], 'Minas Morgul');
      const theirs = k.inPlay(1, 'Hill Trolls');
      const card = k.mpHand(0, name);
      k.expect(!k.canPlay(0, card), 'no faction of his in play');
      k.expect(!k.canPlay(0, card, theirs), 'another player\'s faction');
      const trolls = k.inPlay(0, 'Hill Trolls');
      k.play(0, card, trolls);
      k.act(0, { type: 'manual', op: { kind: 'discard', inst: trolls } });
      k.equal(k.where(card), 'discard', `${name} leaves play with Hill Trolls`);
      k.equal(scoreSheet(k.s, 0).misc, 0, 'no point left');
    },
  },
  {
    title: '"Discard when any play deck is exhausted": kept while the Play deck lasts, discarded when it is reshuffled',
    run: (k0) => {
      const k = minionKit(k0);
      k.phase('organization');
      k.company(0, ['Shagrat'], 'Minas Morgul');
      const trolls = k.inPlay(0, 'Hill Trolls');
      const card = k.mpHand(0, name);
      k.play(0, card, trolls);
      exhaustPlayDeck(k, () => k.equal(k.where(card), 'playArea', `${name} while the deck lasts`));
      k.equal(k.where(card), 'discard', `${name} once the deck is exhausted`);
      k.equal(k.where(trolls), 'playArea', 'Hill Trolls stay');
    },
  },
];
export default scenarios;
