import type { RollEvent } from '../../../src-shared/engine/cards/cardApi';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { minionKit } from '../kit/templates';
import { bodyAgainst, strikeAgainst, upTo } from '../helpers/gear';
import { attackedWith } from '../helpers/inPlay';

/** `bearer` (a minion, with Dorelas) bearing the bow defeats Umagaur the Pale's strike (body 8), tapping or staying untapped: the strike's body. */
function strikeBody(k0: ScenarioKit, bearer: string, stayUntapped: boolean): number | undefined {
  const k = minionKit(k0);
  const w = attackedWith(k, [bearer, 'Dorelas'], 'Mechanical Bow', 'Umagaur the Pale');
  k.act(0, { type: 'assignStrike', target: w.who });
  k.passAll();
  k.rig([6, 6, 1, 1]);
  k.act(0, { type: 'resolveStrike', target: w.who, stayUntapped });
  return k.allEvents.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'strikeBodyCheck')?.body as number | undefined;
}

const scenarios: Scenario[] = [
  strikeAgainst('Mechanical Bow', ['Tarcil', 'Eradan', 'Dorelas'], 'Dol Guldur', { creature: 'Orc-watch' }, true, upTo(2, 8), '(a warrior) has "+2 prowess to a maximum of 8"'),
  strikeAgainst('Mechanical Bow', ['Eradan', 'Tarcil', 'Dorelas'], 'Dol Guldur', { creature: 'Orc-watch' }, true, (b) => b, '(no warrior) gets no prowess: "Warrior only"'),
  bodyAgainst('Mechanical Bow', ['Eradan', 'Tarcil', 'Dorelas'], 'Dol Guldur', 'Orc-watch', true, (b) => b - 1, 'has "-1 to bearer’s body" (warrior or not)'),
  { title: '"-1 to the body of any strike its bearer faces if he taps to face the strike": Tarcil (a warrior) tapping defeats Umagaur the Pale, body 8 → 7', run: (k) => k.equal(strikeBody(k, 'Tarcil', false), 7, 'the strike’s body') },
  { title: 'Tarcil staying untapped to face the strike: its body stays 8', run: (k) => k.equal(strikeBody(k, 'Tarcil', true), 8, 'the strike’s body') },
  { title: 'Eradan (no warrior) tapping to face the strike: its body stays 8', run: (k) => k.equal(strikeBody(k, 'Eradan', false), 8, 'the strike’s body') },
];
export default scenarios;
