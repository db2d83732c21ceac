import { cardOf } from '../../../src-shared/engine/cards/cardApi';
import { attackWindow, expectCancelled } from '../kit/combatSteps';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';

/** Seat 0 a Ringwraith player: its company at Minas Morgul faces Orc-watch, Ruse in hand. */
function minionAttack(k: ScenarioKit, names: string[]) {
  k.s.players[0]!.alignment = 'ringwraith';
  k.s.players[1]!.alignment = 'wizard';
  k.s.sets.wizard ??= k.s.sets.ringwraith;
  return attackWindow(k, { names, site: 'Minas Morgul', creature: 'Orc-watch', cards: 'Ruse' });
}

const scenarios: Scenario[] = [
  {
    title: 'Orc-watch’s strikes go to the others, none to the scout; not on a non-scout',
    run: (k) => {
      const { chars, card } = minionAttack(k, ['Gorbag', 'Shagrat', 'Lugdush']);
      const scout = chars.find((c) => k.s.chars[c] && cardOf(k.s, c).skills.includes('Scout')) as number;
      const other = chars.find((c) => !cardOf(k.s, c).skills.includes('Scout')) as number;
      k.expect(scout !== undefined && other !== undefined, 'a scout and a non-scout');
      k.expect(!k.canPlay(0, card, other), 'not a scout');
      k.play(0, card, scout);
      k.expect(k.top()?.kind === 'combat', 'the attack goes on');
      k.expect(!k.legal(0).some((a) => a.type === 'assignStrike' && a.target === scout), 'no strike may be assigned to the scout');
      k.equal(k.refused(0, { type: 'assignStrike', target: scout }).code, 'TARGET', 'assigning a strike to the scout');
      for (const ch of chars) if (ch !== scout && k.top()?.kind === 'combat') k.act(0, { type: 'assignStrike', target: ch });
      const top = k.top();
      k.expect(top?.kind === 'combat' && !top.slots.some((x) => x.target === scout), 'the scout faces no strike');
    },
  },
  {
    title: '"Playable on a untapped diplomat in a covert company facing an attack. Tap the diplomat. The attack is canceled." (Ivic with Gisulf: Men)',
    run: (k) => {
      const { chars, card, creature } = minionAttack(k, ['Ivic', 'Gisulf']);
      const [ivic, gisulf] = chars as [number, number];
      k.expect(!k.canPlay(0, card, gisulf), 'Gisulf is neither a diplomat nor a scout');
      k.play(0, card, ivic);
      k.equal(k.s.status[ivic], 'tapped', 'Ivic');
      expectCancelled(k, creature, 'Orc-watch');
    },
  },
  {
    title: 'not on a diplomat in an overt company (Ivic with Gorbag, an Orc; coe-rules §3.4: still overt for this attack once Gorbag is gone)',
    run: (k) => {
      const overt = minionAttack(k, ['Ivic', 'Gorbag']);
      const ivic = overt.chars[0] as number;
      k.expect(!k.canPlay(0, overt.card, ivic), 'an overt company');
      k.companyById(k.companyOf(ivic)!.id).chars.splice(1, 1);
      k.expect(!k.canPlay(0, overt.card, ivic), '"overt/covert status is checked at the beginning of each attack and then remains consistent for the duration of that attack"');
    },
  },
  {
    title: 'not on a tapped diplomat ("an untapped diplomat")',
    run: (k) => {
      const { chars, card } = minionAttack(k, ['Ivic', 'Gisulf']);
      k.setStatus(chars[0] as number, 'tapped');
      k.expect(!k.canPlay(0, card, chars[0] as number), 'a tapped diplomat');
    },
  },
];
export default scenarios;
