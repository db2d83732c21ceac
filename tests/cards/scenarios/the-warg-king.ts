import type { Scenario } from '../kit/scenario';
import { minionKit, playing } from '../kit/templates';
import { rollMod } from '../helpers/checks';
import { diceFor } from '../helpers/dice';
import { cancelScenarios, playedAtScenario } from '../helpers/allies';

const name = 'The Warg-king';
const ally = { name, minion: true, at: { site: 'Isengard', tapped: true }, notAt: 'Buhr Widu' };

/**
 * Tarcil plays `faction` at `site` (greater than `need`) with The Warg-king controlled by Eradan, in his company, on dice for a
 * total of exactly `need` + 1 if the bonus applies, `need` if not.
 */
function influence(faction: string, site: string, need: number, bonus: number): Scenario['run'] {
  return (k0) => {
    const k = minionKit(k0);
    const { id, chars } = k.company(0, ['Tarcil', 'Eradan'], site);
    const [tarcil, eradan] = chars as [number, number];
    k.ally(eradan, name);
    playing(k, id, true);
    const card = k.mpHand(0, faction);
    k.rig(diceFor(need - k.unusedDI(tarcil) + (bonus > 0 ? 1 - bonus : 0)));
    k.act(0, { type: 'playMpCard', inst: card, character: tarcil });
    k.equal(rollMod(k, 'influence', name), bonus > 0 ? bonus : undefined, `${name} in the influence check`);
    k.equal(k.where(card), bonus > 0 ? 'playArea' : 'discard', faction);
  };
}

const scenarios: Scenario[] = [
  playedAtScenario(ally),
  ...cancelScenarios({ ...ally, cancels: 'Wolves', notCancels: 'Orc-watch', quote: 'Tap to cancel a Wolf or Animal attack against his company' }),
  ...cancelScenarios({ ...ally, cancels: 'Fell Turtle', notCancels: 'Giant Spiders', quote: 'a Wolf or Animal attack' }).slice(0, 1),
  {
    title: '"+2 to any influence attempt by a character in his company against a Wolf faction": Tarcil plays Wargs of the Forochel with +2 from Eradan\'s Warg-king',
    run: influence('Wargs of the Forochel', 'Lossadan Cairn', 10, 2),
  },
  { title: 'no bonus against a faction of another race (Hillmen, Men)', run: influence('Hillmen', 'Cameth Brin', 10, 0) },
];
export default scenarios;
