/** Card definitions: items. Each with the card's words in `text` and at least one scenario. */
import type { CardDef, Predicate, Scenario } from '../effects/types';
import type { ScenarioKit } from '../scenario/kit';
import type { EngineCard, GameState } from '../types';

// Card files import no engine values (state, kit): the engine imports the definitions (effects/defs → cards/index).
function cardOf(s: GameState, inst: number): EngineCard {
  return s.catalog.cards[s.cardOf[inst] as string] as EngineCard;
}

/** "Cannot be duplicated on a given character": the character taking the item bears none with its name. */
const notDuplicated: Predicate = {
  is: 'custom',
  label: 'cannot be duplicated on a given character',
  test: (q) => q.target === null || !(q.s.chars[q.target]?.items ?? []).some((i) => i !== q.inst && cardOf(q.s, i).key === q.card.key),
};

/** Items that add to their bearer's direct influence against some targets: faction or character, by race. */
const INFLUENCE_ITEMS: Record<string, { delta: number; applies: (target: ReturnType<typeof cardOf>) => boolean }> = {
  'horn of anor': { delta: 2, applies: (t) => t.subtype === 'Faction' },
  'elf-stone': { delta: 2, applies: (t) => (t.subtype === 'Faction' || t.type === 'Character') && t.race === 'Elf' },
};

/** The influencer's items' bonuses to an influence check against this target (a faction played or influenced, an opponent's character). */
export function itemInfluence(s: GameState, influencer: number, target: number): { label: string; value: number }[] {
  const t = cardOf(s, target);
  const out: { label: string; value: number }[] = [];
  for (const i of s.chars[influencer]?.items ?? []) {
    const card = cardOf(s, i);
    const bonus = INFLUENCE_ITEMS[card.key];
    if (bonus && bonus.applies(t)) out.push({ label: card.name, value: bonus.delta });
  }
  return out;
}

/** The company is at its (entered) site, ready for MP cards (automatic-attacks skipped). */
function atSite(k: ScenarioKit, names: string[], site: string): { id: string; chars: number[] } {
  const co = k.company(0, names, site);
  k.companyById(co.id).entered = true;
  k.s.stack = [{ kind: 'siteSelect' }, { kind: 'siteCompany', companyId: co.id, stage: 'play' }];
  return co;
}

/** The mods of the last roll of this purpose. */
function rollMods(k: ScenarioKit, purpose: string): { label: string; value: number }[] {
  const roll = k.events.find((e) => e.type === 'roll' && e.purpose === purpose);
  return (roll?.mods ?? []) as { label: string; value: number }[];
}

/** A bearer of the item plays a faction (at its site) and, in another game, influences an opponent's target. */
function influenceScenarios(item: string, bearer: string, faction: string, factionSite: string, opponentTarget: { name: string; faction: boolean }, noBonusFaction: { name: string; site: string }): Scenario[] {
  return [
    {
      title: `${bearer} bearing ${item} gets +2 when playing ${faction}`,
      run: (k) => {
        const { chars } = atSite(k, [bearer], factionSite);
        const who = chars[0] as number;
        k.item(who, item);
        const f = k.mpHand(0, faction);
        k.act(0, { type: 'playMpCard', inst: f, character: who });
        k.expect(rollMods(k, 'influence').some((m) => m.label === item && m.value === 2), `${item} +2 in the roll`);
      },
    },
    {
      title: `${item} gives nothing when playing ${noBonusFaction.name}`,
      run: (k) => {
        const { chars } = atSite(k, [bearer], noBonusFaction.site);
        const who = chars[0] as number;
        k.item(who, item);
        const f = k.mpHand(0, noBonusFaction.name);
        k.act(0, { type: 'playMpCard', inst: f, character: who });
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
    {
      title: `${item} cannot be duplicated on a given character`,
      run: (k) => {
        const { chars } = atSite(k, [bearer, 'Bilbo'], 'Bree');
        const [who, bilbo] = chars as [number, number];
        k.item(who, item);
        const second = k.mpHand(0, item);
        k.equal(k.refused(0, { type: 'playMpCard', inst: second, character: who }).code, 'REQUIREMENTS', `a second ${item} on ${bearer}`);
        k.act(0, { type: 'playMpCard', inst: second, character: bilbo });
        k.equal(k.where(second), 'character', `${item} on Bilbo`);
        k.expect(itemInfluence(k.s, who, k.spawn(faction)).length === 1, 'one bonus only');
      },
    },
  ];
}

/**
 * The bearer's prowess in a strike against him: `bearer` carries the item and faces one strike
 * of an Orc-watch attack (each of the three characters takes one), and his roll shows `expected`.
 */
function strikeWith(item: string, bearer: string, expected: (base: number) => number, note: string): Scenario {
  return {
    title: `${bearer} bearing ${item} ${note}`,
    run: (k) => {
      const { id, chars } = k.company(0, [bearer, ...['Ioreth', 'Bilbo', 'Faramir'].filter((n) => n !== bearer).slice(0, 2)], 'Rivendell');
      const who = chars[0] as number;
      k.item(who, item);
      k.creatureAttack(id, 'Orc-watch');
      k.passAll();
      for (const ch of chars) k.act(0, { type: 'assignStrike', target: ch });
      k.rig([1, 1]);
      k.act(0, { type: 'resolveStrike', target: who, stayUntapped: false });
      const roll = k.events.find((e) => e.type === 'roll' && e.purpose === 'strike');
      const base = k.card(bearer).prowess ?? 0;
      k.equal(roll?.prowess, expected(base), `${bearer}'s prowess against the strike (base ${base})`);
    },
  };
}

/** The bearer is wounded by a strike and makes a body check: the check shows his body `expected`. */
function bodyWith(item: string, bearer: string, expected: (base: number) => number, note: string): Scenario {
  return {
    title: `${bearer} bearing ${item} ${note}`,
    run: (k) => {
      const { id, chars } = k.company(0, [bearer, ...['Ioreth', 'Bilbo', 'Faramir'].filter((n) => n !== bearer).slice(0, 2)], 'Rivendell');
      const who = chars[0] as number;
      k.item(who, item);
      k.creatureAttack(id, 'Orc-watch');
      k.passAll();
      for (const ch of chars) k.act(0, { type: 'assignStrike', target: ch });
      k.rig([1, 1, 1, 1]);
      k.act(0, { type: 'resolveStrike', target: who, stayUntapped: false });
      const check = k.events.find((e) => e.type === 'roll' && e.purpose === 'bodyCheck');
      const base = k.card(bearer).body ?? 0;
      k.equal(check?.body, expected(base), `${bearer}'s body in the body check (base ${base})`);
    },
  };
}

export const ITEMS: CardDef[] = [
  {
    name: 'Sword of Gondolin',
    alignment: ['Hero'],
    text: 'Weapon. Warrior only: +2 to prowess to a maximum of 8.',
    scenarios: [
      strikeWith('Sword of Gondolin', 'Gimli', (b) => Math.max(b, Math.min(b + 2, 8)), '(a warrior) has +2 prowess to at most 8'),
      strikeWith('Sword of Gondolin', 'Ioreth', (b) => b, '(no warrior) gets no bonus'),
    ],
  },
  {
    name: 'Hauberk of Bright Mail',
    alignment: ['Hero'],
    text: 'Armor. Warrior only: +2 to body to a maximum of 9.',
    scenarios: [
      bodyWith('Hauberk of Bright Mail', 'Gimli', (b) => Math.max(b, Math.min(b + 2, 9)), '(a warrior) has +2 body to at most 9'),
      bodyWith('Hauberk of Bright Mail', 'Ioreth', (b) => b, '(no warrior) gets no bonus'),
    ],
  },
  {
    name: 'Dagger of Westernesse',
    alignment: ['Hero'],
    text: 'Weapon. +1 to prowess to a maximum of 8.',
    scenarios: [
      strikeWith('Dagger of Westernesse', 'Aragorn II', (b) => Math.min(b + 1, 8), 'has +1 prowess'),
      strikeWith('Dagger of Westernesse', 'Glorfindel II', (b) => Math.max(b, Math.min(b + 1, 8)), 'stays at most 8 prowess'),
    ],
  },
  {
    name: 'Narsil',
    alignment: ['Hero'],
    text: 'Unique. Weapon. +1 to prowess and direct influence.',
    scenarios: [
      strikeWith('Narsil', 'Aragorn II', (b) => b + 1, 'has +1 prowess'),
      {
        title: 'its bearer has +1 direct influence (seen in a faction roll)',
        run: (k) => {
          const { chars } = atSite(k, ['Aragorn II'], 'Dol Amroth');
          const who = chars[0] as number;
          k.item(who, 'Narsil');
          const f = k.mpHand(0, 'Knights of Dol Amroth');
          k.act(0, { type: 'playMpCard', inst: f, character: who });
          const di = rollMods(k, 'influence').find((m) => m.label === 'unused direct influence')?.value;
          k.equal(di, k.card('Aragorn II').di + 1, "Aragorn II's unused direct influence");
        },
      },
    ],
  },
  {
    name: 'Horn of Anor',
    alignment: ['Hero'],
    text: '+2 to direct influence against factions. Cannot be duplicated on a given character.',
    play: { side: 'resource', windows: ['site'], requires: [notDuplicated] },
    scenarios: influenceScenarios('Horn of Anor', 'Ioreth', 'Rangers of Ithilien', 'Henneth Annûn', { name: 'Rangers of Ithilien', faction: true }, { name: 'Rangers of Ithilien', site: 'Henneth Annûn' }).filter((_, i) => i !== 1),
  },
  {
    name: 'Elf-stone',
    alignment: ['Hero'],
    text: '+2 to direct influence used against an Elf character or an Elf faction. Cannot be duplicated on a given character.',
    play: { side: 'resource', windows: ['site'], requires: [notDuplicated] },
    scenarios: [
      ...influenceScenarios('Elf-stone', 'Elrond', 'Elves of Lindon', 'Grey Havens', { name: 'Elves of Lindon', faction: true }, { name: 'Rangers of Ithilien', site: 'Henneth Annûn' }),
      ...influenceScenarios('Elf-stone', 'Elrond', 'Elves of Lindon', 'Bree', { name: 'Legolas', faction: false }, { name: 'Rangers of Ithilien', site: 'Henneth Annûn' }).slice(2, 3),
    ],
  },
];
