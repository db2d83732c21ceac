import type { RollEvent } from '../../../src-shared/engine/cards/cardApi';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { resolveStrike } from '../kit/combatSteps';
import { attackedWith } from '../helpers/inPlay';
import { duplicateRefused } from '../helpers/minorItems';

/** Aragorn II (bearing the scabbard, or Bilbo bearing it) defeats Umagaur the Pale's strike (body 8): the strike's body check. */
function strikeBody(k: ScenarioKit, onAragorn: boolean): number | undefined {
  const w = attackedWith(k, onAragorn ? ['Aragorn II', 'Bilbo'] : ['Bilbo', 'Aragorn II'], 'Scabbard of Chalcedony', 'Umagaur the Pale');
  const aragorn = w.chars[onAragorn ? 0 : 1] as number;
  k.act(0, { type: 'assignStrike', target: aragorn });
  k.passAll();
  resolveStrike(k, aragorn, [6, 6, 1, 1]);
  return k.allEvents.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'strikeBodyCheck')?.body as number | undefined;
}

const scenarios: Scenario[] = [
  { title: '"-1 body to all failed strikes against bearer": Umagaur the Pale’s failed strike against Aragorn II has body 7', run: (k) => k.equal(strikeBody(k, true), 7, 'the strike’s body') },
  { title: 'not against a strike on another character: against Aragorn II (Bilbo bears it) the body stays 8', run: (k) => k.equal(strikeBody(k, false), 8, 'the strike’s body') },
  duplicateRefused('Scabbard of Chalcedony', ['Bilbo', 'Frodo'], false),
];
export default scenarios;
