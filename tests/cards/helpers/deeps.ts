/**
 * Scenarios of the Under-deeps sites' special lines (src-shared/engine/cards/vocab/sites.ts creatureFromHand, creaturesPlayableHere,
 * ringTestsHere, balrogGone): a creature from the hazard player's hand as the second automatic-attack, creatures of some races playable at the
 * site, gold ring tests there modified, the Balrog's automatic-attack gone with the Balrog.
 */
import { actor, deepsMoves, isUnderDeeps, type RollEvent, type SiteTypeCode } from '../../../src-shared/engine/cards/cardApi';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { minionTurn } from '../kit/templates';
import { kitFor } from './sites';

const HERO = ['Aragorn II', 'Ioreth', 'Bilbo'];
const MINION = ['Tarcil', 'Eradan', 'Dorelas'];

/**
 * Every attack under way is faced to its end: strikes assigned (the attacker allocating excess ones), each rolled with `dice` (a 12 beats the
 * strike; failed, the body check rolls 2), windows passed.
 */
export function faceAttacks(k: ScenarioKit): void {
  for (let guard = 0; guard < 40; guard++) {
    const top = k.top();
    if (top?.kind === 'chain') {
      k.passAll();
      continue;
    }
    if (top?.kind !== 'combat') return;
    const seat = actor(k.s);
    const choice = k.legal(seat).find((a) => a.type === 'assignStrike' || a.type === 'allocateExcess');
    if (choice) {
      k.act(seat, choice);
      continue;
    }
    const slot = top.slots.find((x) => !x.resolved);
    if (!slot) return;
    k.rig([6, 6, 1, 1]);
    k.act(seat, { type: 'resolveStrike', target: slot.target, stayUntapped: false });
  }
}

/** The site's automatic-attacks are over: no attack and no choice of one waits. */
function entered(k: ScenarioKit): void {
  k.expect(!k.s.stack.some((x) => x.kind === 'combat' || x.kind === 'handAutoAttack'), 'the company has faced every automatic-attack');
}

/** Creatures for the hand: one keyed to the site type (non-unique), one keyed elsewhere, one unique keyed there (none is unique and keyed to R). */
const HAND: Record<string, { keyed: string; other: string; unique?: string }> = {
  S: { keyed: 'Orc-watch', other: 'Orc-warriors', unique: 'Rogrog' },
  R: { keyed: 'Orc-warriors', other: 'Orc-watch' },
};

/** The company of three at the site, the hazard player holding `names`, entering it and facing its printed automatic-attacks. */
function enterFacing(k0: ScenarioKit, name: string, minion: boolean, names: string[]): { k: ScenarioKit; id: string; held: number[] } {
  const k = kitFor(k0, minion);
  const { id } = k.company(0, minion ? MINION : HERO, name);
  const held = names.map((n) => k.hand(1, n));
  k.phase('site');
  k.act(0, { type: 'enterSite', companyId: id });
  faceAttacks(k);
  return { k, id, held };
}

/**
 * "(2nd) Opponent may play as an automatic-attack one non-unique hazard creature from his hand normally keyed to a Shadow-hold [{S}]" (or Ruins &
 * Lairs): after the first automatic-attack the hazard player may play such a creature (not one keyed elsewhere, not a unique one); it attacks as
 * an automatic-attack and, defeated, is discarded (coe-rules: "Creature cards played as automatic-attacks are immediately discarded"); he may play
 * none, and holding none that qualifies he is not asked.
 */
export function creatureFromHand(name: string, keyedTo: SiteTypeCode, minion: boolean): Scenario[] {
  const hand = HAND[keyedTo] as { keyed: string; other: string; unique?: string };
  const words = keyedTo === 'S' ? 'a Shadow-hold [{S}]' : 'a Ruins & Lairs [{R}]';
  return [
    {
      title: `${name}: "(2nd) Opponent may play as an automatic-attack one non-unique hazard creature from his hand normally keyed to ${words}": ${hand.keyed} attacks after the first; defeated, it is discarded (no marshalling points)`,
      run: (k0) => {
        const { k, id, held } = enterFacing(k0, name, minion, [hand.keyed, hand.other, ...(hand.unique ? [hand.unique] : [])]);
        const [keyed, other, unique] = held as [number, number, number | undefined];
        const top = k.top();
        k.expect(top?.kind === 'handAutoAttack' && top.seat === 1, 'the hazard player decides on the second automatic-attack');
        const offered = k.legal(1).flatMap((a) => (a.type === 'playAutoCreature' ? [a.inst] : []));
        k.equal(JSON.stringify(offered), JSON.stringify([keyed, null]), `offered: ${hand.keyed} or none`);
        k.equal(k.refused(1, { type: 'playAutoCreature', inst: other }).code, 'NOT_KEYED', `${hand.other} (keyed elsewhere) refused`);
        if (unique !== undefined) k.equal(k.refused(1, { type: 'playAutoCreature', inst: unique }).code, 'NOT_KEYED', `${hand.unique} (unique) refused`);
        k.act(1, { type: 'playAutoCreature', inst: keyed });
        const combat = k.top();
        k.expect(combat?.kind === 'combat' && combat.attack.source === 'auto' && combat.attack.creature === keyed && combat.attack.companyId === id, `${hand.keyed} attacks as an automatic-attack`);
        faceAttacks(k);
        k.equal(k.where(keyed), 'discard', `${hand.keyed} after its defeat`);
        k.expect(!k.s.players.some((p) => p.mpPile.includes(keyed)), 'in no marshalling point pile');
        entered(k);
      },
    },
    {
      title: `${name}: the opponent "may" play a creature as its second automatic-attack: he plays none; holding only ${hand.other} (not keyed to ${words}) he is not asked`,
      run: (k0) => {
        const first = enterFacing(k0, name, minion, [hand.keyed]);
        first.k.act(1, { type: 'playAutoCreature', inst: null });
        entered(first.k);
        first.k.equal(first.k.where(first.held[0] as number), 'hand', `${hand.keyed} stays in the hand`);
      },
    },
    {
      title: `${name}: holding only ${hand.other} (not keyed to ${words}), the opponent is not asked for a second automatic-attack`,
      run: (k0) => {
        const { k } = enterFacing(k0, name, minion, [hand.other]);
        entered(k);
      },
    },
  ];
}

/** A creature of each race not keyed to a Ruins & Lairs (these sites' type), and one of another race. */
const OF_RACE: Record<string, string> = { Undead: 'Ghosts', 'Pûkel-creature': 'Pûkel-men' };

/** "Any Undead creature or Pûkel-creature may be played at this site": such a creature attacks a company moving there from its surface site; Orc-watch (also keyed to Shadow-holds only) does not. */
export function creaturesHere(name: string, races: string[], minion: boolean): Scenario[] {
  return [
    {
      title: `${name}: "Any ${races.join(' creature or ')} may be played at this site": ${races.map((r) => OF_RACE[r]).join(' and ')} (keyed to Shadow-holds) attack a company moving there; Orc-watch may not`,
      run: (k0) => {
        const k = kitFor(k0, minion);
        const surface = deepsMoves(k.s.catalog, minion ? 'ringwraith' : 'wizard', k.siteId(name)).find((m) => !isUnderDeeps(k.s.catalog, m.site));
        const { id } = k.company(0, minion ? MINION : HERO, k.s.catalog.cards[surface?.site ?? '']?.name ?? '');
        const orcs = k.hand(1, 'Orc-watch');
        const creatures = races.map((r) => k.hand(1, OF_RACE[r] as string));
        k.movement(id, name);
        k.equal(k.refused(1, { type: 'playCreature', inst: orcs }).code, 'NOT_KEYED', 'Orc-watch');
        for (const c of creatures) {
          k.act(1, { type: 'playCreature', inst: c });
          k.expect(k.events.some((e) => e.type === 'attack'), `${k.s.catalog.cards[k.s.cardOf[c] as string]?.name} attacks`);
          faceAttacks(k);
        }
      },
    },
  ];
}

/**
 * "When a gold ring is tested in a company at this site, the result of the roll is modified by +N": a gold ring tested there (Gandalf's test; a
 * minion sage's Test of Fire) rolls 4 + 4 + N; at Moria, 8.
 */
export function ringTestsHere(name: string, modifier: number, minion: boolean): Scenario[] {
  const test = (k0: ScenarioKit, where: string): number | undefined => {
    if (minion) {
      const k = k0;
      minionTurn(k);
      k.phase('organization');
      const [, bearer] = k.company(1, ['Ciryaher', 'Mauhúr'], where).chars as [number, number];
      k.item(bearer, 'Precious Gold Ring');
      k.rig([4, 4]);
      k.play(1, k.hand(1, 'Test of Fire'), bearer);
      return (k.events.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'ringTest') as { total?: number } | undefined)?.total;
    }
    const [gandalf, bilbo] = k0.company(0, ['Gandalf', 'Bilbo'], where).chars as [number, number];
    k0.item(bilbo, 'Precious Gold Ring');
    k0.phase('organization');
    k0.rig([4, 4]);
    k0.use(0, gandalf, 0, bilbo);
    return (k0.events.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'ringTest') as { total?: number } | undefined)?.total;
  };
  return [
    {
      title: `${name}: "When a gold ring is tested in a company at this site, the result of the roll is modified by +${modifier}": a test rolling 8 there totals ${8 + modifier}`,
      run: (k) => k.equal(test(k, name), 8 + modifier, `the ring test at ${name}`),
    },
    {
      title: `${name}'s modification is not at another site: a test rolling 8 at Moria totals 8`,
      run: (k) => k.equal(test(k, 'Moria'), 8, 'the ring test at Moria'),
    },
  ];
}

/**
 * "If Balrog of Moria is in play or if it or Durin's Bane has been defeated, the first automatic attack is canceled": with Balrog of Moria in
 * the hazard player's play area, or Durin's Bane in the company's player's marshalling point pile, no Balrog attack on entering.
 */
export function balrogGone(name: string, minion: boolean): Scenario[] {
  const entering = (k0: ScenarioKit, place: (k: ScenarioKit) => void): ScenarioKit => {
    const k = kitFor(k0, minion);
    const { id } = k.company(0, minion ? MINION : HERO, name);
    place(k);
    k.phase('site');
    k.act(0, { type: 'enterSite', companyId: id });
    return k;
  };
  const noBalrog = (k: ScenarioKit) => k.expect(!k.allEvents.some((e) => e.type === 'attack'), 'no Balrog automatic-attack');
  return [
    {
      title: `${name}: "If Balrog of Moria is in play …, the first automatic attack is canceled": Balrog of Moria in play, no Balrog attack on entering`,
      run: (k0) => noBalrog(entering(k0, (k) => void k.inPlay(1, 'Balrog of Moria'))),
    },
    {
      title: `${name}: "… or if it or Durin's Bane has been defeated": Durin's Bane in a marshalling point pile, no Balrog attack on entering`,
      run: (k0) => noBalrog(entering(k0, (k) => void k.s.players[0]?.mpPile.push(k.spawn("Durin's Bane", 0)))),
    },
  ];
}

/**
 * "If the Witch-king of Angmar is in play as a permanent-event, it must be used as an additional automatic-attack (discard after use—ignore result
 * of defeat)" (or "Khamûl the Easterling or Adûnaphel", "any Nazgûl permanent-event"): with it in the hazard player's play area, a hero company
 * entering faces it after the site's attacks (its figures), and it is discarded, in no marshalling point pile; another Nazgûl (or, for any Nazgûl,
 * a permanent-event of another race) is not used.
 */
export function nazgulAttack(name: string, names: string[] | null): Scenario[] {
  const used = names?.[names.length - 1] ?? 'Ren the Unclean';
  const other = names ? 'Ren the Unclean' : 'Lord of the Carrock';
  const entering = (k: ScenarioKit, card: string) => {
    const { id } = k.company(0, HERO, name);
    const inst = k.inPlay(1, card);
    k.phase('site');
    k.act(0, { type: 'enterSite', companyId: id });
    faceAttacks(k);
    const labels = k.allEvents.flatMap((e) => (e.type === 'attack' ? [`${e.label} ${e.strikes}/${e.prowess}`] : []));
    return { inst, labels };
  };
  return [
    {
      title: `${name}: "${names ? names.join(' or ') : 'any Nazgûl permanent-event'} … in play as a permanent-event … must be used as an additional automatic-attack (discard after use—ignore result of defeat)": ${used} attacks last and is discarded`,
      run: (k) => {
        const { inst, labels } = entering(k, used);
        const card = k.card(used, 1);
        k.equal(labels[labels.length - 1], `${name}: Nazgûl ${card.strikes}/${card.prowess}`, `the last automatic-attack (of ${labels.join(', ')})`);
        k.equal(k.where(inst), 'discard', `${used} after its attack`);
        entered(k);
      },
    },
    {
      title: `${name}: ${other} in play is not used as an automatic-attack`,
      run: (k) => {
        const { inst, labels } = entering(k, other);
        k.equal(labels.length, 1, `automatic-attacks faced (${labels.join(', ')})`);
        k.equal(k.where(inst), 'playArea', `${other} stays in play`);
      },
    },
  ];
}
