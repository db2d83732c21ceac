import { movingWithHazard } from '../kit/hazardSteps';
import type { Scenario } from '../kit/scenario';
import { creaturePlayable, movingTo } from '../helpers/keying';

const NAME = 'A Pack at the Door';

const scenarios: Scenario[] = [
  {
    title: '"Playable if Doors of Night is in play": refused without it; with it, played in a movement/hazard phase, it stays in play',
    run: (k) => {
      const { card } = movingWithHazard(k, NAME);
      k.expect(!k.canPlay(1, card), 'not without Doors of Night');
      k.inPlay(0, 'Doors of Night');
      k.play(1, card);
      k.equal(k.where(card), 'playArea', NAME);
    },
  },
  {
    title: '"Each non-unique Animal, Spider and Wolf creature may be played in Border-lands [{b}]": Dire Wolves (two Wildernesses or a Shadow-land) against a company moving in Anduin Vales; not Orc-watch',
    run: (k) => {
      const { cards } = movingTo(k, 'Eagles’ Eyrie', 'Beorn’s House', ['Dire Wolves', 'Orc-watch']);
      const [wolves, orcs] = cards as [number, number];
      k.expect(!creaturePlayable(k, wolves), 'Dire Wolves cannot be keyed there without the card');
      k.inPlay(1, NAME);
      k.expect(creaturePlayable(k, wolves), 'Dire Wolves keyed to Anduin Vales (a Border-land)');
      k.expect(!creaturePlayable(k, orcs), 'Orc-watch is no Animal, Spider or Wolf');
    },
  },
  {
    title: '"… Border-holds [{B}] or Ruins & Lairs [{R}]": Dire Wolves against a company moving from Rivendell to Bree or Weathertop (one Wilderness); "The creature must be playable in a non-Coastal Sea [{c}] region": not Fell Turtle',
    run: (k) => {
      k.inPlay(1, NAME);
      for (const to of ['Bree', 'Weathertop']) {
        const { cards } = movingTo(k, 'Rivendell', to, ['Dire Wolves', 'Fell Turtle']);
        const [wolves, turtle] = cards as [number, number];
        k.expect(creaturePlayable(k, wolves), `Dire Wolves keyed to ${to}`);
        k.expect(!creaturePlayable(k, turtle), `Fell Turtle (Coastal Seas only) is not keyed to ${to}`);
      }
    },
  },
];
export default scenarios;
