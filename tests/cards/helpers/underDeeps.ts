/** The Under-deeps movement roll in scenarios (coe-rules 2.IV.i.1; phases/movementHazard.ts deepsRoll). */
import type { RollEvent } from '../../../src-shared/engine/cards/cardApi';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { minionKit, playing } from '../kit/templates';

/**
 * The company `id` (at an Under-deeps site) starts its movement/hazard phase moving to `to` (Under-deeps movement) with the dice rigged:
 * the roll's event and whether the company still moves.
 */
export function deepsRollOf(k: ScenarioKit, id: string, to: string, dice: [number, number]): { roll: RollEvent | undefined; moves: boolean } {
  k.companyById(id).dest = { site: k.siteId(to, k.companyById(id).owner), regions: [], underDeeps: true };
  k.s.stack = [{ kind: 'mhSelect' }];
  k.rig(dice);
  const events = k.act(k.companyById(id).owner, { type: 'startCompanyMH', companyId: id });
  const roll = events.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'underDeeps');
  return { roll, moves: k.companyById(id).dest !== null };
}

/** The modifier a card gives the roll (0 when it does not). */
export function modOf(roll: RollEvent | undefined, label: string): number {
  return (roll?.mods ?? []).filter((m) => m.label === label).reduce((n, m) => n + m.value, 0);
}

/** From The Under-gates to The Under-grottos on a 4: the company stays without `card`; with it in play (modifier `delta`) it moves. The roll. */
export function deepsBonusMoves(k: ScenarioKit, companyId: string, card: string, delta: number): RollEvent | undefined {
  k.expect(!deepsRollOf(k, companyId, 'The Under-grottos', [2, 2]).moves, `without ${card} a 4 keeps the company at The Under-gates`);
  k.inPlay(0, card);
  const { roll, moves } = deepsRollOf(k, companyId, 'The Under-grottos', [2, 2]);
  k.equal(modOf(roll, card), delta, 'the modifier');
  k.expect(moves, `with ${card} the company moves`);
  return roll;
}

/**
 * "+N to all rolls required for bearer's company to move to adjacent Under-deeps sites" (an item or ally): from The Under-gates to The
 * Under-grottos (7 on the minion site, 8 on the hero one), a roll of that less N moves the company of the Orc Veteran (hero: Gimli) who bears it;
 * another company at the same site stays on that roll.
 */
export function bearerCompanyBonus(name: string, bonus: number, kind: 'item' | 'ally', hero = false): Scenario {
  const need = hero ? 8 : 7;
  return {
    title: `"+${bonus} to … rolls required for [its] company to move to adjacent Under-deeps sites": The Under-gates to The Under-grottos (${need}) on a ${need - bonus}; not for another company`,
    run: (k0) => {
      const k = hero ? k0 : minionKit(k0);
      const { id, chars } = k.company(0, [hero ? 'Gimli' : 'Orc Veteran'], 'The Under-gates');
      const other = k.company(0, [hero ? 'Aragorn II' : 'Tarcil'], 'The Under-gates');
      if (kind === 'item') k.item(chars[0] as number, name);
      else k.ally(chars[0] as number, name);
      const dice: [number, number] = [3, need - 3 - bonus];
      const { roll, moves } = deepsRollOf(k, id, 'The Under-grottos', dice);
      k.equal(modOf(roll, name), bonus, 'the modifier');
      k.equal(roll?.need, need, 'the printed roll');
      k.expect(moves, `the company moves on ${need - bonus} + ${bonus}`);
      const theirs = deepsRollOf(k, other.id, 'The Under-grottos', dice);
      k.equal(modOf(theirs.roll, name), 0, "the other company's modifier");
      k.expect(!theirs.moves, `the other company stays on a ${need - bonus}`);
    },
  };
}

/** An item or ally "Playable at …" Under-deeps sites: played by the Orc Veteran (hero: Gimli) at `at` (tapped when `tapped`), refused at each of `notAt`. */
export function playedAtDeeps(name: string, kind: 'item' | 'ally', at: string, notAt: string[], tapped = false, hero = false): Scenario {
  return {
    title: `played at ${tapped ? 'a tapped ' : ''}${at}; refused at ${notAt.join(', ')}`,
    run: (k0) => {
      const k = hero ? k0 : minionKit(k0);
      // The refusals first: a unique item played stays in play.
      for (const site of [...notAt, at]) {
        const { id, chars } = k.company(0, [hero ? 'Gimli' : 'Orc Veteran'], site);
        playing(k, id, true);
        if (site === at && tapped) k.companyById(id).siteTapped = true;
        const inst = k.mpHand(0, name);
        const ch = chars[0] as number;
        if (site === at) {
          k.act(0, { type: 'playMpCard', inst, character: ch });
          const held = kind === 'item' ? k.s.chars[ch]?.items : k.s.chars[ch]?.allies;
          k.expect(held?.includes(inst) ?? false, `${name} played at ${site}`);
        } else k.equal(k.refused(0, { type: 'playMpCard', inst, character: ch }).code, 'REQUIREMENTS', `refused at ${site}`);
        k.s.companies = k.s.companies.filter((c) => c.id !== id);
      }
    },
  };
}
