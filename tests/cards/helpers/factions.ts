/** Factions in scenarios: an influence attempt to play one, a refusal, the "Once in play" number, the other manifestation. */
import type { GameEvent, RollEvent } from '../../../src-shared/engine/cards/cardApi';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { playing } from '../kit/templates';
import { diceFor } from './dice';

/** A minion character without influence bonuses (direct influence 2), for the minion factions' scenarios. */
export const MINION = 'Tarcil';

/**
 * `who` (alone at `site`, entered) plays the faction `name` from the MP hand, `inPlay` (a faction)
 * in an opponent's play when given, on dice for an influence total of `total` with `delta` in
 * standard modifications. Returns the faction card, the influence roll and its standard modifications.
 */
export function attemptAt(k: ScenarioKit, name: string, who: string, site: string, inPlay: string | null, total: number, delta: number): { card: number; roll: GameEvent | undefined; got: number } {
  const { id, chars } = k.company(0, [who], site);
  const ch = chars[0] as number;
  playing(k, id, true);
  if (inPlay) k.inPlay(1, inPlay);
  const card = k.mpHand(0, name);
  const sum = total - k.card(who).di - delta;
  k.expect(sum >= 2 && sum <= 12, `a roll of ${sum} is possible`);
  k.rig(diceFor(sum));
  k.act(0, { type: 'playMpCard', inst: card, character: ch });
  const roll = k.events.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'influence');
  const got = ((roll?.mods ?? []) as { label: string; value: number }[]).filter((m) => m.label.includes('standard modification')).reduce((n, m) => n + m.value, 0);
  return { card, roll, got };
}

/** `who` (alone at `site`, in the site phase) cannot play the faction `name` from the MP hand: its requirements fail. */
export function refusedAt(title: string, kitOf: (k: ScenarioKit) => ScenarioKit, name: string, who: string, site: string): Scenario {
  return {
    title,
    run: (k0) => {
      const k = kitOf(k0);
      const { id, chars } = k.company(0, [who], site);
      playing(k, id);
      const card = k.mpHand(0, name);
      k.equal(k.refused(0, { type: 'playMpCard', inst: card, character: chars[0] as number }).code, 'REQUIREMENTS', 'refusal');
    },
  };
}

/** "Once in play, the number required to influence this faction is 0": an opponent's influence attempt (Ioreth's, at `site`) must beat 0. */
export function zeroInPlayScenario(name: string, site: string): Scenario {
  return {
    title: `once in play, an opponent's influence attempt against ${name} needs more than 0`,
    run: (k) => {
      const { id, chars } = k.company(0, ['Ioreth'], site);
      playing(k, id, true);
      const f = k.inPlay(1, name);
      k.act(0, { type: 'influenceAttempt', influencer: chars[0] as number, target: f });
      const roll = k.events.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'influenceAttempt');
      k.equal(roll?.need, 1, 'the number to beat is 0');
    },
  };
}

/** "Manifestation of minion/hero <name>": with the other version in play (an opponent's), this one is not playable. */
export function manifestationScenario(name: string, site: string, kitOf: (k: ScenarioKit) => ScenarioKit, who: string): Scenario {
  return {
    title: `with the other manifestation of ${name} in an opponent's play, ${name} is not playable`,
    run: (k0) => {
      const k = kitOf(k0);
      const { id, chars } = k.company(0, [who], site);
      playing(k, id);
      k.inPlay(1, name);
      k.expect(k.card(name, 1).alignment !== k.card(name, 0).alignment, `the opponent's ${name} is the other manifestation`);
      const card = k.mpHand(0, name);
      k.equal(k.refused(0, { type: 'playMpCard', inst: card, character: chars[0] as number }).code, 'UNIQUE', 'refusal');
    },
  };
}
