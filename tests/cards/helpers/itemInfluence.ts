/** Items that add to their bearer's influence, in scenarios: a faction played at its site, an opponent's card influenced. */
import { itemInfluence } from '../../../src-shared/engine/effects/statics';
import type { RollEvent } from '../../../src-shared/engine/cards/cardApi';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { minionKit, playing } from '../kit/templates';

/** The company is at its (entered) site, ready for MP cards (automatic-attacks skipped). */
export function atSite(k: ScenarioKit, names: string[], site: string): { id: string; chars: number[] } {
  const co = k.company(0, names, site);
  playing(k, co.id, true);
  return co;
}

/** The mods of the last roll of this purpose. */
export function rollMods(k: ScenarioKit, purpose: string): { label: string; value: number }[] {
  const roll = k.events.find((e): e is RollEvent => e.type === 'roll' && e.purpose === purpose);
  return (roll?.mods ?? []) as { label: string; value: number }[];
}

/**
 * `bearer` (alone at `site`, entered) carries `item` (when given) and plays `faction` from the MP hand,
 * on the dice `rig` gives for him (when given).
 */
export function playFaction(k: ScenarioKit, bearer: string, site: string, item: string | null, faction: string, rig?: (who: number) => number[]): { who: number; f: number } {
  const { chars } = atSite(k, [bearer], site);
  const who = chars[0] as number;
  if (item) k.item(who, item);
  const f = k.mpHand(0, faction);
  if (rig) k.rig(rig(who));
  k.act(0, { type: 'playMpCard', inst: f, character: who });
  return { who, f };
}

/** "+N to direct influence": the bearer playing `faction` at `site` has his printed direct influence plus `delta` in the roll. */
export function diScenario(item: string, bearer: string, site: string, faction: string, delta: number, minion: boolean): Scenario {
  return {
    title: `its bearer has +${delta} direct influence (seen in a faction roll)`,
    run: (k0) => {
      const k = minion ? minionKit(k0) : k0;
      playFaction(k, bearer, site, item, faction);
      const di = rollMods(k, 'influence').find((m) => m.label === 'unused direct influence')?.value;
      k.equal(di, k.card(bearer).di + delta, `${bearer}'s unused direct influence`);
    },
  };
}

/**
 * "Cannot be duplicated on a given character": a second copy is refused on `bearer` (who bears one) and
 * goes to `other`; `bearer`'s bonus against `faction` counts once.
 */
export function notDuplicatedScenario(item: string, bearer: string, other: string, site: string, faction: string, minion: boolean, title: string): Scenario {
  return {
    title,
    run: (k0) => {
      const k = minion ? minionKit(k0) : k0;
      const { chars } = atSite(k, [bearer, other], site);
      const who = chars[0] as number;
      k.item(who, item);
      const second = k.mpHand(0, item);
      k.equal(k.refused(0, { type: 'playMpCard', inst: second, character: who }).code, 'REQUIREMENTS', `a second ${item} on ${bearer}`);
      k.act(0, { type: 'playMpCard', inst: second, character: chars[1] as number });
      k.equal(k.where(second), 'character', `${item} on ${other}`);
      k.equal(itemInfluence(k.s, who, k.spawn(faction)).length, 1, 'one bonus only');
    },
  };
}

/** A bearer of the item plays a faction (at its site) and, in another game, influences an opponent's target. */
export function influenceScenarios(item: string, bearer: string, faction: string, factionSite: string, opponentTarget: { name: string; faction: boolean }, noBonusFaction: { name: string; site: string }): Scenario[] {
  return [
    {
      title: `${bearer} bearing ${item} gets +2 when playing ${faction}`,
      run: (k) => {
        playFaction(k, bearer, factionSite, item, faction);
        k.expect(rollMods(k, 'influence').some((m) => m.label === item && m.value === 2), `${item} +2 in the roll`);
      },
    },
    {
      title: `${item} gives nothing when playing ${noBonusFaction.name}`,
      run: (k) => {
        playFaction(k, bearer, noBonusFaction.site, item, noBonusFaction.name);
        k.expect(!rollMods(k, 'influence').some((m) => m.label === item), `no ${item} bonus`);
      },
    },
    {
      title: `${bearer} bearing ${item} gets +2 influencing an opponent's ${opponentTarget.name}`,
      run: (k) => {
        const { chars } = atSite(k, [bearer], factionSite);
        const who = chars[0] as number;
        k.item(who, item);
        const target = opponentTarget.faction ? k.inPlay(1, opponentTarget.name) : (k.company(1, [opponentTarget.name], factionSite).chars[0] as number);
        k.act(0, { type: 'influenceAttempt', influencer: who, target });
        k.expect(rollMods(k, 'influenceAttempt').some((m) => m.label === item && m.value === 2), `${item} +2 in the influence attempt`);
      },
    },
    notDuplicatedScenario(item, bearer, 'Bilbo', 'Barrow-downs', faction, false, `${item} cannot be duplicated on a given character`),
  ];
}
