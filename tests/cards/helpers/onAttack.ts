/** Cards played on an attack, in scenarios. */
import { actor } from '../../../src-shared/engine/cards/cardApi';
import { attackWindow } from '../kit/combatSteps';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { minionKit } from '../kit/templates';

/**
 * "Cannot be duplicated on a given attack": with two copies in hand and `creature` attacking `names`, the first is played
 * on the attack; `check` reads what it did, and the second copy cannot be played on the same attack.
 */
export function onceOnAttack(title: string, o: { names: string[]; creature: string; card: string; why?: string; minion?: boolean }, check: (k: ScenarioKit, chars: number[], creature: number) => void): Scenario {
  return {
    title,
    run: (k0) => {
      // `minion`: the company is a Ringwraith player's (at Minas Morgul).
      const k = o.minion ? minionKit(k0) : k0;
      const { chars, cards, creature } = attackWindow(k, { names: o.names, creature: o.creature, cards: [o.card, o.card], ...(o.minion ? { site: 'Minas Morgul' } : {}) });
      const [card, second] = cards as [number, number];
      k.play(0, card, null);
      check(k, chars, creature);
      k.expect(!k.canPlay(0, second), o.why ?? 'cannot be duplicated on the attack');
    },
  };
}

/**
 * A card for a character facing a strike ("Target character …"): with Orc-watch's three strikes assigned to two characters
 * and an ally (Gwaihir with heroes, a War-wolf with minions), it is playable on the first character's strike, not on the
 * ally's.
 */
export function notOnAnAlly(card: string, minion = false, allyOf?: string): Scenario {
  const names = minion ? ['Gorbag', 'Jûoma'] : ['Aragorn II', 'Bilbo'];
  const allyName = allyOf ?? (minion ? 'War-wolf' : 'Gwaihir');
  return {
    title: `playable on ${names[0]}'s strike, not on the strike against ${allyName} (an ally)`,
    run: (k0) => {
      const k = minion ? minionKit(k0) : k0;
      let ally = -1;
      const { chars, card: inst } = attackWindow(k, { names, site: minion ? 'Minas Morgul' : 'Rivendell', creature: 'Orc-watch', cards: card, prepare: (cs) => (ally = k.ally(cs[0] as number, allyName)) });
      // Each strike to one of them, whoever assigns it (the attacker assigns what the defender leaves).
      for (const target of [...chars, ally]) {
        const seat = actor(k.s);
        if (!k.legal(seat).some((a) => a.type === 'assignStrike' && a.target === target)) break;
        k.act(seat, { type: 'assignStrike', target });
      }
      k.expect(k.canPlay(0, inst, chars[0] as number), `${card} on ${names[0]}'s strike`);
      k.expect(!k.canPlay(0, inst, ally), `not on ${allyName}'s strike`);
    },
  };
}
