import { scoreSheet } from '../../../src-shared/engine/cards/cardApi';
import { movingWithHazard } from '../kit/hazardSteps';
import type { Scenario } from '../kit/scenario';

const name = 'Alliance of Free Peoples';

const scenarios: Scenario[] = [
  {
    // "If at least one hero Dwarf faction, one hero Elf faction, and one hero Man faction is in play, all … give an additional marshalling point."
    title: 'with Blue Mountain Dwarves (3), Wood-elves (3) and Men of Dale (2) in play, each gives one more point (8 → 11), Riders of Rohan of the opponent too; none once no Elf faction is in play',
    run: (k) => {
      k.phase('organization');
      k.company(0, ['Aragorn II'], 'Rivendell');
      k.inPlay(0, 'Blue Mountain Dwarves');
      const elves = k.inPlay(0, 'Wood-elves');
      k.inPlay(0, 'Men of Dale');
      k.inPlay(1, 'Riders of Rohan');
      const card = k.hand(0, name);
      const mine = scoreSheet(k.s, 0).faction;
      const theirs = scoreSheet(k.s, 1).faction;
      k.equal(mine, 8, 'the factions’ own points');
      k.play(0, card);
      k.equal(k.where(card), 'playArea', 'it stays in play');
      k.equal(scoreSheet(k.s, 0).faction, 11, 'one more for each');
      k.equal(scoreSheet(k.s, 1).faction, theirs + 1, 'Riders of Rohan, a hero Man faction, one more');
      const p = k.s.players[0];
      p?.playArea.splice(p.playArea.indexOf(elves), 1);
      k.equal(scoreSheet(k.s, 0).faction, 5, 'no Elf faction: no additional point');
    },
  },
  {
    title: '"Cannot be duplicated": not while one is in play',
    run: (k) => {
      k.phase('organization');
      k.company(0, ['Aragorn II'], 'Rivendell');
      k.inPlay(1, name);
      const card = k.hand(0, name);
      k.expect(!k.canPlay(0, card), 'one is in play');
    },
  },
  {
    // "Discard when any hero Dwarf faction, hero Elf faction, or hero Man faction is discarded from play."
    title: 'Muster Disperses discards Hobbits: it stays; then Men of Dale: it is discarded',
    run: (k) => {
      let hobbits = -1;
      let dale = -1;
      let card = -1;
      const { card: first, second } = movingWithHazard(k, 'Muster Disperses', ['Aragorn II', 'Gimli', 'Bilbo'], {
        copies: 2,
        before: () => {
          hobbits = k.inPlay(0, 'Hobbits');
          dale = k.inPlay(0, 'Men of Dale');
          card = k.inPlay(0, name);
        },
      });
      k.rig([1, 1]);
      k.play(1, first, hobbits);
      k.equal(k.where(hobbits), 'discard', 'Hobbits');
      k.equal(k.where(card), 'playArea', 'a Hobbit faction is none of the three');
      k.rig([1, 1]);
      k.play(1, second, dale);
      k.equal(k.where(dale), 'discard', 'Men of Dale');
      k.equal(k.where(card), 'discard', 'Alliance of Free Peoples');
    },
  },
];
export default scenarios;
