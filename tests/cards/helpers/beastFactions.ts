/** The Dual Animal factions (cards/vocab/beastFactions.ts) in scenarios: played with Radagast as the Wizard, by a covert minion company, cancelling attacks. */
import type { RollEvent } from '../../../src-shared/engine/cards/cardApi';
import { expectCancelled } from '../kit/combatSteps';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { minionKit, playing } from '../kit/templates';
import { diceFor } from './dice';

/** `who` (with `others`) at `site` (entered, site tapped) plays `name` from the MP hand on a roll of `sum`; the faction card and the roll. */
function playAt(k: ScenarioKit, name: string, names: string[], site: string, sum: number): { card: number; roll: RollEvent | undefined } {
  const { id, chars } = k.company(0, names, site);
  playing(k, id, true);
  k.companyById(id).siteTapped = true;
  const card = k.mpHand(0, name);
  k.rig(diceFor(sum));
  k.act(0, { type: 'playMpCard', inst: card, character: chars[0] as number });
  return { card, roll: k.events.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'influence') };
}

/**
 * Played at a tapped `site`: "if Radagast is your Wizard (+3)" (Radagast in play as seat 0's Wizard: his +3 in the roll; with no
 * Wizard, none); refused at `notAt`; by a minion player's covert company (Tarcil) at `minionSite`, not by an overt one (with an Orc).
 */
export function beastFactionPlays(name: string, site: string, notAt: string[], minionSite: string): Scenario[] {
  return [
    {
      title: `played at a tapped ${site}: "Standard Modifications: if Radagast is your Wizard (+3)"; none without him`,
      run: (k) => {
        const rada = k.company(0, ['Radagast'], 'Rhosgobel').chars[0] as number;
        (k.s.players[0] as { avatarInPlay: number | null }).avatarInPlay = rada;
        const { card, roll } = playAt(k, name, ['Beregond'], site, 2);
        k.expect((roll?.mods ?? []).some((m) => m.label.startsWith('Radagast') && m.value === 3), 'Radagast +3');
        k.equal(k.where(card), 'discard', `${name} on a roll of 2`);
        (k.s.players[0] as { avatarInPlay: number | null }).avatarInPlay = null;
        const second = playAt(k, name, ['Faramir'], site, 2);
        k.expect(!(second.roll?.mods ?? []).some((m) => m.label.startsWith('Radagast')), 'no Radagast, no modification');
        const third = playAt(k, name, ['Aragorn II'], site, 12);
        k.equal(k.where(third.card), 'playArea', `${name} on a roll of 12`);
      },
    },
    {
      title: `refused at ${notAt.join(' and ')}`,
      run: (k) => {
        for (const at of notAt) {
          const { id, chars } = k.company(0, ['Aragorn II'], at);
          playing(k, id, true);
          const card = k.mpHand(0, name);
          k.expect(k.refused(0, { type: 'playMpCard', inst: card, character: chars[0] as number }).code !== undefined, `refused at ${at}`);
          k.s.companies = k.s.companies.filter((c) => c.id !== id);
        }
      },
    },
    {
      title: `"May also be used as a minion resource card that is only playable by a character in a covert company": Tarcil's covert company at ${minionSite}, not Tarcil with an Orc`,
      run: (k0) => {
        const k = minionKit(k0);
        const overt = k.company(0, ['Tarcil', 'Orc Captain'], minionSite);
        playing(k, overt.id, true);
        const card = k.mpHand(0, name);
        k.equal(k.refused(0, { type: 'playMpCard', inst: card, character: overt.chars[0] as number }).code, 'REQUIREMENTS', 'an overt company');
        k.s.companies = k.s.companies.filter((c) => c.id !== overt.id);
        const { card: played } = playAt(k, name, ['Tarcil'], minionSite, 12);
        k.equal(k.where(played), 'playArea', `${name} with a covert company`);
      },
    },
  ];
}

/** `name` in seat 0's play area; his company of `names` at Rivendell attacked by `creature` (keyed as the kit keys it, or `place`d). */
export function attackedBy(k: ScenarioKit, name: string, creature: string, place?: (id: string) => void): { faction: number; creature: number; id: string } {
  const faction = k.inPlay(0, name);
  const { id } = k.company(0, ['Aragorn II'], 'Rivendell');
  if (place) place(id);
  const inst = k.creatureAttack(id, creature);
  k.passAll();
  return { faction, creature: inst, id };
}

/** The faction is used (ability 0) against the attack under way: cancelled, the creature discarded. */
export function cancels(k: ScenarioKit, faction: number, creature: number, name: string): void {
  k.use(0, faction, 0);
  expectCancelled(k, creature, name);
}
