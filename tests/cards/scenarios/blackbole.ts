import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { minionKit, playing } from '../kit/templates';

/** Tarcil (alone at `site`, entered, a Ringwraith player's) plays Blackbole from the MP hand: Blackbole joins him, or is refused. */
function playedAt(k: ScenarioKit, site: string, ok: boolean): void {
  const { id, chars } = k.company(0, ['Tarcil'], site);
  playing(k, id, true);
  const card = k.mpHand(0, 'Blackbole');
  const ch = chars[0] as number;
  if (ok) {
    k.act(0, { type: 'playMpCard', inst: card, character: ch });
    k.expect(k.s.chars[ch]?.allies.includes(card) ?? false, `Blackbole joins at ${site}`);
    k.s.chars[ch]?.allies.pop();
  } else k.expect(k.refused(0, { type: 'playMpCard', inst: card, character: ch }) !== undefined, `refused at ${site}`);
}

const scenarios: Scenario[] = [
  {
    title: 'played at Woodmen-town (Western Mirkwood), Sarn Goriwing (Heart of Mirkwood) and Rhosgobel (Southern Mirkwood)',
    run: (k0) => {
      const k = minionKit(k0);
      for (const site of ['Woodmen-town', 'Sarn Goriwing', 'Rhosgobel']) playedAt(k, site, true);
    },
  },
  {
    title: 'not playable at Dol Guldur, nor at Moria (Redhorn Gate)',
    run: (k0) => {
      const k = minionKit(k0);
      playedAt(k, 'Dol Guldur', false);
      const { id, chars } = k.company(0, ['Tarcil'], 'Moria');
      playing(k, id, true);
      k.equal(k.refused(0, { type: 'playMpCard', inst: k.mpHand(0, 'Blackbole'), character: chars[0] as number }).code, 'REQUIREMENTS', 'refused at Moria by his text');
    },
  },
  {
    title: "no strike of Sarn Goriwing's automatic-attack may be assigned to him",
    run: (k0) => {
      const k = minionKit(k0);
      const { id, chars } = k.company(0, ['Tarcil', 'Eradan'], 'Sarn Goriwing');
      const ally = k.ally(chars[0] as number, 'Blackbole');
      k.enterSite(id);
      k.passAll();
      k.expect(k.top()?.kind === 'combat', 'the automatic-attack');
      k.expect(k.legal(0).some((a) => a.type === 'assignStrike'), 'strikes to assign');
      k.expect(!k.legal(0).some((a) => a.type === 'assignStrike' && a.target === ally), 'not assignable to him');
    },
  },
  {
    title: 'a strike of a creature in the movement/hazard phase (Orc-watch) may be assigned to him',
    run: (k0) => {
      const k = minionKit(k0);
      const { id, chars } = k.company(0, ['Tarcil', 'Eradan'], 'Sarn Goriwing');
      const ally = k.ally(chars[0] as number, 'Blackbole');
      k.creatureAttack(id, 'Orc-watch');
      k.passAll();
      k.expect(k.legal(0).some((a) => a.type === 'assignStrike' && a.target === ally), 'assignable to him');
    },
  },
];
export default scenarios;
