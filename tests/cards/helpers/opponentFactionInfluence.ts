/**
 * A minion character's "+N direct influence against Elf factions" (the Ringwraith player has no Elf faction of his own): seen in his
 * influence attempt on the Wizard player's faction in play (Arda Revised §9, phases/influence.ts).
 */
import type { Scenario } from '../kit/scenario';
import type { ScenarioKit } from '../kit/kit';
import { atSite, rollMods } from './itemInfluence';
import { minionKit } from '../kit/templates';

/** `name` (seat 0, a Ringwraith player's character, at `site` entered) attempts to influence the Wizard player's `faction` in play. */
function attempt(k0: ScenarioKit, name: string, faction: string, site: string): { k: ScenarioKit; mods: { label: string; value: number }[] } {
  const k = minionKit(k0);
  const who = atSite(k, [name], site).chars[0] as number;
  const target = k.inPlay(1, faction);
  k.act(0, { type: 'influenceAttempt', influencer: who, target });
  return { k, mods: rollMods(k, 'influenceAttempt') };
}

export function opponentFactionScenarios(name: string, delta: number, faction: string, site: string, other: string, otherSite: string): Scenario[] {
  const own = (k: ScenarioKit, mods: { label: string; value: number }[]) => mods.filter((m) => m.label.startsWith(`${k.card(name).name}:`));
  return [
    {
      title: `${name}: ${delta > 0 ? '+' : ''}${delta} to his influence attempt on an opponent's ${faction}`,
      run: (k0) => {
        const { k, mods } = attempt(k0, name, faction, site);
        k.equal(own(k, mods).reduce((n, m) => n + m.value, 0), delta, `${name}'s modification against ${faction}`);
      },
    },
    {
      title: `${name}: no modification to his influence attempt on an opponent's ${other}`,
      run: (k0) => {
        const { k, mods } = attempt(k0, name, other, otherSite);
        k.equal(own(k, mods).length, 0, `${name}'s modifications against ${other}`);
      },
    },
  ];
}
