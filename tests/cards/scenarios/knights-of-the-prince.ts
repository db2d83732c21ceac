import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { minionTurn } from '../kit/templates';
import { combatNow, faceEach, rollsOf, SIX_HEROES, SIX_MINIONS } from '../helpers/creatures';

const NAME = 'Knights of the Prince';
const REGIONS = ['Anfalas', 'Belfalas', 'Lamedon', 'Lebennin', 'Anórien'];

/** A hero company at Lórien moving to Rivendell (two Havens) through `region`; the Knights in the hazard player's hand. */
function through(k: ScenarioKit, region: string): { id: string; chars: number[]; inst: number } {
  const { id, chars } = k.company(0, ['Aragorn II', 'Gimli', 'Legolas', 'Faramir', 'Boromir II'], 'Lórien');
  k.movement(id, 'Rivendell', [region]);
  return { id, chars, inst: k.hand(1, NAME) };
}

const scenarios: Scenario[] = [
  ...REGIONS.map((region) => ({
    title: `${NAME}: playable at ${region} (in the site path), with its printed strikes, prowess and body`,
    run: (k: ScenarioKit) => {
      const { inst } = through(k, region);
      k.act(1, { type: 'playCreature', inst });
      const attack = k.events.find((e) => e.type === 'attack');
      const card = k.card(NAME, 1);
      k.equal(attack?.strikes, 4, 'strikes');
      k.equal(attack?.prowess, card.prowess, 'prowess');
      k.equal(attack?.body ?? null, card.body, 'body');
    },
  })),
  {
    title: `${NAME}: playable at a site in Anórien (Minas Tirith, a company not moving)`,
    run: (k) => {
      const { id } = k.company(0, ['Aragorn II', 'Gimli', 'Legolas', 'Faramir'], 'Minas Tirith');
      k.movement(id, null);
      k.act(1, { type: 'playCreature', inst: k.hand(1, NAME) });
      k.expect(k.events.some((e) => e.type === 'attack'), 'an attack starts');
    },
  },
  {
    title: `${NAME}: not playable at a company moving elsewhere (Lórien to Rivendell through Rhudaur)`,
    run: (k) => {
      const { inst } = through(k, 'Rhudaur');
      k.refused(1, { type: 'playCreature', inst });
    },
  },
  {
    title: `${NAME}: detainment against a hero company: a successful strike taps instead of wounding, no body check, the attack discarded`,
    run: (k) => {
      const { chars, inst } = faceEach(k, 0, 1, NAME, SIX_HEROES.slice(0, 4), 'Minas Tirith', [1, 1], () => undefined);
      k.equal(chars.map((c) => k.s.status[c]).join(','), 'tapped,tapped,tapped,tapped', 'the characters after their strikes');
      k.equal(rollsOf(k, 'bodyCheck').length, 0, 'body checks');
      k.equal(k.where(inst), 'discard', `${NAME} after the attack`);
    },
  },
  {
    title: `${NAME}: not detainment against a minion company: a failed strike wounds, a body check follows`,
    run: (k) => {
      minionTurn(k);
      const { chars } = faceEach(k, 1, 0, NAME, SIX_MINIONS.slice(0, 4), 'Minas Morgul', [1, 1, 1, 1], (id) => {
        k.companyById(id).dest = { site: k.siteId('Minas Tirith', 1), regions: [] };
      });
      k.expect(chars.some((c) => k.s.status[c] === 'wounded' || !k.s.chars[c]), 'a minion character is wounded');
      k.expect(rollsOf(k, 'bodyCheck').length > 0, 'body checks are made');
    },
  },
  {
    title: `${NAME}: unless the attack is canceled, all untapped characters in the company are tapped following it`,
    run: (k) => {
      const { chars, inst } = through(k, 'Anórien');
      k.act(1, { type: 'playCreature', inst });
      k.passAll();
      for (const ch of chars.slice(0, 4)) if (k.legal(0).some((a) => a.type === 'assignStrike' && a.target === ch)) k.act(0, { type: 'assignStrike', target: ch });
      k.passAll();
      for (const slot of [...(combatNow(k)?.slots ?? [])]) {
        if (slot.resolved) continue;
        k.rig([6, 6]);
        k.act(0, { type: 'resolveStrike', target: slot.target, stayUntapped: true });
        k.passAll();
      }
      k.expect(combatNow(k) === null, 'the attack is over');
      k.equal(rollsOf(k, 'bodyCheck').length, 0, 'no body checks');
      k.equal(chars.map((c) => k.s.status[c]).join(','), 'tapped,tapped,tapped,tapped,tapped', 'the characters after the attack');
    },
  },
];
export default scenarios;
