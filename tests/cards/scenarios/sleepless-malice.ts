import { combatOf } from '../kit/hazardSteps';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { defeatAttack } from '../helpers/hazardAttacks';
import { creaturePlayable, movingTo } from '../helpers/keying';
import { staysInPlay } from '../helpers/staysInPlay';

const NAME = 'Sleepless Malice';

/** The hazard count of the company's movement/hazard phase, as the last creature was played. */
function played(k: ScenarioKit): number {
  const e = k.allEvents.filter((x) => x.type === 'playCreature').at(-1);
  return e?.type === 'playCreature' ? e.played : -1;
}

/** The creature is played on the company moving to Goblin-gate (a Shadow-hold) and its attack defeated; the company untapped again. */
function playAndDefeat(k: ScenarioKit, inst: number, chars: number[]): void {
  k.act(1, { type: 'playCreature', inst });
  k.expect(combatOf(k).attack.creature === inst, 'the creature attacks');
  defeatAttack(k, chars);
  for (const ch of chars) k.setStatus(ch, 'untapped');
}

const scenarios: Scenario[] = [
  staysInPlay(NAME),
  {
    title: '"One Undead hazard creature against each company doesn’t count against its hazard limit": Barrow-wight does not count, Ghosts after it does',
    run: (k) => {
      k.inPlay(1, NAME);
      const { chars, cards } = movingTo(k, 'Rivendell', 'Goblin-gate', ['Barrow-wight', 'Ghosts', 'Orc-watch']);
      const [wight, ghosts, orcs] = cards as [number, number, number];
      playAndDefeat(k, wight, chars);
      k.equal(played(k), 0, 'hazards counted after Barrow-wight');
      playAndDefeat(k, ghosts, chars);
      k.equal(played(k), 1, 'hazards counted after Ghosts');
      playAndDefeat(k, orcs, chars);
      k.equal(played(k), 2, 'hazards counted after Orc-watch');
    },
  },
  {
    title: 'without it, Barrow-wight counts against the hazard limit; with a limit of one reached, no Undead may be played',
    run: (k) => {
      const { chars, cards } = movingTo(k, 'Rivendell', 'Goblin-gate', ['Barrow-wight', 'Ghosts']);
      const step = k.s.stack.find((x) => x.kind === 'mhHazards');
      if (step?.kind === 'mhHazards') step.limit = 1;
      playAndDefeat(k, cards[0] as number, chars);
      k.equal(played(k), 1, 'hazards counted after Barrow-wight');
      k.expect(!creaturePlayable(k, cards[1] as number), 'Ghosts: the hazard limit is reached');
    },
  },
  {
    title: '"if Doors of Night is in play, any Undead hazard creature may be played keyed to Ruins & Lairs [{R}]": Barrow-wight at Weathertop; not without Doors of Night; not Orc-watch',
    run: (k) => {
      k.inPlay(1, NAME);
      const { cards } = movingTo(k, 'Rivendell', 'Weathertop', ['Barrow-wight', 'Orc-watch']);
      const [wight, orcs] = cards as [number, number];
      k.expect(!creaturePlayable(k, wight), 'not without Doors of Night');
      k.inPlay(0, 'Doors of Night');
      k.expect(creaturePlayable(k, wight), 'Barrow-wight keyed to Weathertop');
      k.expect(!creaturePlayable(k, orcs), 'Orc-watch is no Undead');
    },
  },
];
export default scenarios;
