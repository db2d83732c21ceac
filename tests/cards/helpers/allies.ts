/** Allies in scenarios: "Playable at …" and "Tap to cancel a <race> attack against his company" (cards/vocab/allies.ts cancelAttackBy). */
import { expectCancelled } from '../kit/combatSteps';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { minionKit, playing } from '../kit/templates';
import { attackedWith } from './inPlay';

export interface CancellingAlly {
  name: string;
  minion: boolean;
  /** Where it is played (tapped, when its text says "tapped or untapped"), and where not. */
  at: { site: string; tapped: boolean };
  notAt: string;
  /** A creature whose attack it cancels, and one of another race whose attack it does not. */
  cancels: string;
  notCancels: string;
  /** The text the scenarios quote. */
  quote: string;
}

/** The company's characters for a hero or a minion player. */
function twoOf(minion: boolean): string[] {
  return minion ? ['Tarcil', 'Eradan'] : ['Aragorn II', 'Legolas'];
}

/** Played at its site from the MP hand, refused elsewhere. */
export function playedAtScenario(o: Pick<CancellingAlly, 'name' | 'minion' | 'at' | 'notAt'>): Scenario {
  return {
    title: `played at ${o.at.tapped ? 'a tapped ' : ''}${o.at.site}; refused at ${o.notAt}`,
    run: (k0) => {
      const k = o.minion ? minionKit(k0) : k0;
      for (const [site, ok] of [[o.at.site, true], [o.notAt, false]] as const) {
        const { id, chars } = k.company(0, twoOf(o.minion).slice(0, 1), site);
        playing(k, id, true);
        if (ok && o.at.tapped) k.companyById(id).siteTapped = true;
        const card = k.mpHand(0, o.name);
        const ch = chars[0] as number;
        if (ok) {
          k.act(0, { type: 'playMpCard', inst: card, character: ch });
          k.expect(k.s.chars[ch]?.allies.includes(card) ?? false, `${o.name} joins at ${site}`);
        } else k.equal(k.refused(0, { type: 'playMpCard', inst: card, character: ch }).code, 'REQUIREMENTS', `refused at ${site} by its own "Playable at"`);
        k.s.companies = k.s.companies.filter((c) => c.id !== id);
        for (const c of chars) delete k.s.chars[c];
      }
    },
  };
}

/** "Tap to cancel a <race> attack against his company": one such attack cancelled (the ally tapped); not another race's, not another company's. */
export function cancelScenarios(o: CancellingAlly): Scenario[] {
  const kitOf = (k: ScenarioKit) => (o.minion ? minionKit(k) : k);
  return [
    {
      title: `"${o.quote}": tapped to cancel ${o.cancels}'s attack on his company`,
      run: (k0) => {
        const k = kitOf(k0);
        const { inst, creature } = attackedWith(k, twoOf(o.minion), o.name, o.cancels, 'ally');
        k.use(0, inst, 0);
        expectCancelled(k, creature, o.cancels);
        k.equal(k.s.status[inst], 'tapped', o.name);
      },
    },
    {
      title: `not against ${o.notCancels} (another race); not when tapped; not for another company's attack`,
      run: (k0) => {
        const k = kitOf(k0);
        const other = attackedWith(k, twoOf(o.minion), o.name, o.notCancels, 'ally');
        k.expect(!k.canUse(0, other.inst, 0), `not against ${o.notCancels}`);
        const k2 = kitOf(k0);
        const own = attackedWith(k2, twoOf(o.minion), o.name, o.cancels, 'ally');
        k2.s.status[own.inst] = 'tapped';
        k2.expect(!k2.canUse(0, own.inst, 0), `not when ${o.name} is tapped`);
        notFromAnotherCompany(kitOf(k0), o.name, o.minion, o.cancels);
      },
    },
  ];
}

/**
 * "May not be attacked. Discard this ally if its controlling character is wounded" (minion allies): no strike of Wolves may be
 * assigned to it; once a strike of Fell Turtle wounds Tarcil, who controls it, it is discarded.
 */
export function flyingScenarios(name: string): Scenario[] {
  return [
    {
      title: '"May not be attacked": no strike of Wolves may be assigned to it',
      run: (k0) => {
        const k = minionKit(k0);
        const { inst } = attackedWith(k, ['Tarcil', 'Eradan'], name, 'Wolves', 'ally');
        k.expect(k.legal(0).some((a) => a.type === 'assignStrike'), 'strikes to assign');
        k.expect(!k.legal(0).some((a) => a.type === 'assignStrike' && a.target === inst), `none to ${name}`);
      },
    },
    {
      title: '"Discard this ally if its controlling character is wounded": Tarcil wounded by Fell Turtle\'s strike',
      run: (k0) => {
        const k = minionKit(k0);
        const { who, inst } = attackedWith(k, ['Tarcil'], name, 'Fell Turtle', 'ally');
        k.act(0, { type: 'assignStrike', target: who });
        k.equal(k.where(inst), 'character', `${name} kept while Tarcil is unwounded`);
        k.rig([1, 1, 1, 1]);
        k.act(0, { type: 'resolveStrike', target: who, stayUntapped: false });
        k.passAll();
        k.equal(k.s.status[who], 'wounded', 'Tarcil');
        k.equal(k.where(inst), 'discard', name);
      },
    },
  ];
}

/**
 * The ally, with a character of another company of the same player (at a Darkhaven or a Haven), cannot be used on `creature`'s
 * attack, in the window the attack opens (the defender's priority, as the attack is declared).
 */
export function notFromAnotherCompany(k: ScenarioKit, name: string, minion: boolean, creature: string): void {
  const far = k.company(0, twoOf(minion).slice(1), minion ? 'Dol Guldur' : 'Lórien').chars[0] as number;
  const away = k.ally(far, name);
  k.creatureAttack(k.company(0, twoOf(minion).slice(0, 1), 'Moria').id, creature);
  k.expect(k.s.stack.some((x) => x.kind === 'combat'), `${creature}'s attack`);
  k.expect(!k.canUse(0, away, 0), `not ${name} of another company`);
}
