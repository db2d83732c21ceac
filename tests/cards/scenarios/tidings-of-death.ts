import type { RollEvent } from '../../../src-shared/engine/cards/cardApi';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { minionKit, playing } from '../kit/templates';
import { MINION } from '../helpers/factions';

const name = 'Tidings of Death';

function lastRoll(k: ScenarioKit, purpose: string): RollEvent | undefined {
  return k.events.find((e): e is RollEvent => e.type === 'roll' && e.purpose === purpose);
}

/** `who` (alone at `site`, entered) plays `faction` from the MP hand on the rigged `dice` (the check's roll, then the additional one), Tidings of Death in seat 1's play. */
function playFaction(k: ScenarioKit, who: string, site: string, faction: string, dice: number[]): { card: number; roll: RollEvent | undefined } {
  const { id, chars } = k.company(0, [who], site);
  playing(k, id, true);
  k.inPlay(1, name);
  const card = k.mpHand(0, faction);
  k.rig(dice);
  k.act(0, { type: 'playMpCard', inst: card, character: chars[0] as number });
  return { card, roll: lastRoll(k, 'influence') };
}

const minus1 = (roll: RollEvent | undefined) => (roll?.mods ?? []).filter((m) => m.label === name).reduce((n, m) => n + m.value, 0);

const scenarios: Scenario[] = [
  {
    title: '"May also be played as a hero resource": a Wizard player plays it in his long-event phase and it stays in play; not in the organization phase',
    run: (k) => {
      k.company(0, ['Ioreth'], 'Rivendell');
      k.phase('organization');
      const card = k.hand(0, name);
      k.expect(!k.canPlay(0, card), 'not in the organization phase');
      k.phase('longEvent');
      k.play(0, card);
      k.equal(k.where(card), 'playArea', name);
    },
  },
  {
    title: 'a Ringwraith player plays it in his long-event phase too',
    run: (k0) => {
      const k = minionKit(k0);
      k.company(0, [MINION], 'Minas Morgul');
      k.phase('longEvent');
      const card = k.hand(0, name);
      k.play(0, card);
      k.equal(k.where(card), 'playArea', name);
    },
  },
  {
    title: '"-1 to each influence check against a faction, but … make an additional roll and choose which result to use": Tarcil rolls 2 then 12 for Orcs of Mirkwood (an opponent\'s Tidings of Death) and the 12 is used, -1',
    run: (k0) => {
      const k = minionKit(k0);
      const { card, roll } = playFaction(k, MINION, 'Sarn Goriwing', 'Orcs of Mirkwood', [1, 1, 6, 6]);
      k.equal((roll?.dice ?? [0, 0])[0] + (roll?.dice ?? [0, 0])[1], 12, 'the result used');
      k.equal((roll?.alsoRolled ?? [0, 0])[0] + (roll?.alsoRolled ?? [0, 0])[1], 2, 'the other roll');
      k.equal(minus1(roll), -1, 'Tidings of Death\'s modification');
      k.equal(k.where(card), 'playArea', 'Orcs of Mirkwood (a 2 would have failed)');
    },
  },
  {
    title: 'the better result is chosen whichever comes first: Ioreth rolls 12 then 2 for the Rangers of the North and the 12 is used',
    run: (k) => {
      const { card, roll } = playFaction(k, 'Ioreth', 'Bree', 'Rangers of the North', [6, 6, 1, 1]);
      k.equal((roll?.dice ?? [0, 0])[0] + (roll?.dice ?? [0, 0])[1], 12, 'the result used');
      k.equal(minus1(roll), -1, 'Tidings of Death\'s modification');
      k.equal(k.where(card), 'playArea', 'Rangers of the North');
    },
  },
  {
    title: 'the -1 decides a check: Tarcil (2 direct influence) needs more than 8 for Orcs of Mirkwood and rolls 7 twice: 7 + 2 - 1 = 8 fails',
    run: (k0) => {
      const k = minionKit(k0);
      const { card, roll } = playFaction(k, MINION, 'Sarn Goriwing', 'Orcs of Mirkwood', [3, 4, 4, 3]);
      k.equal(roll?.total, 8, 'the total');
      k.equal(k.where(card), 'discard', 'Orcs of Mirkwood');
    },
  },
  {
    title: 'an influence attempt against an opponent\'s faction in play is an influence check against a faction: -1 and the better of two rolls (Ioreth against the Rangers of the North)',
    run: (k) => {
      const { id, chars } = k.company(0, ['Ioreth'], 'Bree');
      playing(k, id, true);
      k.inPlay(0, name);
      const target = k.inPlay(1, 'Rangers of the North');
      // Ioreth's roll (2), the opponent's roll (2), then Ioreth's additional roll (12).
      k.rig([1, 1, 1, 1, 6, 6]);
      k.act(0, { type: 'influenceAttempt', influencer: chars[0] as number, target });
      const roll = lastRoll(k, 'influenceAttempt');
      k.equal((roll?.dice ?? [0, 0])[0] + (roll?.dice ?? [0, 0])[1], 12, 'the result used');
      k.equal(roll?.modifier !== undefined && (roll.mods ?? []).some((m) => m.label === name && m.value === -1), true, 'Tidings of Death\'s -1 among the modifications');
    },
  },
  {
    title: 'an influence attempt against a character is not against a faction: one roll, no -1',
    run: (k) => {
      const { id, chars } = k.company(0, ['Ioreth'], 'Bree');
      playing(k, id, true);
      k.inPlay(0, name);
      const target = k.company(1, ['Bilbo'], 'Bree').chars[0] as number;
      k.rig([1, 1, 1, 1, 6, 6]);
      k.act(0, { type: 'influenceAttempt', influencer: chars[0] as number, target });
      const roll = lastRoll(k, 'influenceAttempt');
      k.equal(roll?.alsoRolled, undefined, 'no additional roll');
      k.equal((roll?.mods ?? []).some((m) => m.label === name), false, 'no Tidings of Death modification');
    },
  },
];
export default scenarios;
