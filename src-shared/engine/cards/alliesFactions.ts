/**
 * Card definitions: allies and factions. Each with the card's words in `text` and at least one scenario.
 *
 * Factions are played from the MP hand by playMpCard at the site their text names (the
 * definition's `requires`); the influence roll adds the standard modifications below
 * (influenceModifiers, called by phases/site.ts where the faction roll is made).
 */
import type { CardDef } from '../effects/types';
import { nameKey } from '../facts';
import { cardOf } from '../state';
import type { GameState } from '../types';

/** A race as a faction's "Standard Modifications" names it, and the character race it means. */
const RACE_OF: Record<string, string> = { Dúnedain: 'Dúnadan', Elves: 'Elf', Dwarves: 'Dwarf', Hobbits: 'Hobbit', Men: 'Man' };

interface StandardMod {
  race: string;
  delta: number;
}

const FACTION_MODS = new Map<string, StandardMod[]>();

/** Modifications to a faction's influence roll for this influencing character (the unused direct influence is counted by the caller). */
export function influenceModifiers(s: GameState, _seat: number, character: number, faction: number): { label: string; value: number }[] {
  const mods = FACTION_MODS.get(cardOf(s, faction).key) ?? [];
  const race = cardOf(s, character).race ?? '';
  return mods.filter((m) => RACE_OF[m.race] === race).map((m) => ({ label: `${m.race} (standard modification)`, value: m.delta }));
}

/** A character of each race, for the scenarios. */
const SAMPLE: Record<string, string> = { Dúnadan: 'Ioreth', Elf: 'Elrond', Dwarf: 'Óin', Hobbit: 'Bilbo', Man: 'Gamling the Old' };

/** Two dice that add up to `sum` (2–12). */
function diceFor(sum: number): [number, number] {
  const a = Math.min(6, Math.max(1, sum - 1));
  return [a, sum - a];
}

/**
 * A faction whose whole text is "Unique. Playable at <site> if the influence check is greater
 * than <n>. Standard Modifications: <race> (<±m>), …".
 */
function faction(name: string, text: string, site: string, need: number, mods: StandardMod[]): CardDef {
  FACTION_MODS.set(nameKey(name), mods);
  const attempt = (who: string, withMods: number, expectSuccess: boolean, title: string) => ({
    title,
    run: (k: import('../scenario/kit').ScenarioKit) => {
      const { id, chars } = k.company(0, [who], site);
      const ch = chars[0] as number;
      k.s.stack = [{ kind: 'siteSelect' }, { kind: 'siteCompany', companyId: id, stage: 'play' }];
      k.companyById(id).entered = true;
      const card = k.mpHand(0, name);
      const di = k.card(who).di;
      // The roll that succeeds exactly with the modification (or fails exactly without it).
      const sum = need + 1 - di - withMods - (expectSuccess ? 0 : 1);
      k.expect(sum >= 2 && sum <= 12, `a roll of ${sum} is possible`);
      k.rig(diceFor(sum));
      k.act(0, { type: 'playMpCard', inst: card, character: ch });
      const roll = k.events.find((e) => e.type === 'roll' && e.purpose === 'influence');
      k.expect(roll !== undefined, 'an influence roll is made');
      const mods = (roll?.mods ?? []) as { label: string; value: number }[];
      const got = mods.filter((m) => m.label.includes('standard modification')).reduce((n, m) => n + m.value, 0);
      k.equal(got, withMods, `standard modifications for ${who}`);
      k.equal(k.where(card), expectSuccess ? 'playArea' : 'discard', name);
    },
  });
  const scenarios: CardDef['scenarios'] = mods.map((m) => {
    const who = SAMPLE[RACE_OF[m.race] ?? ''] ?? 'Ioreth';
    return attempt(who, m.delta, m.delta > 0, `${who} (${m.race} ${m.delta > 0 ? '+' : ''}${m.delta}) influences ${name} at ${site} on a roll that needs the modification`);
  });
  const plain = Object.values(SAMPLE).find((who) => !mods.some((m) => SAMPLE[RACE_OF[m.race] ?? ''] === who)) as string;
  scenarios.push(attempt(plain, 0, false, `${plain} (no modification) fails with a total of exactly ${need}`));
  scenarios.push({
    title: `${name} is not playable away from ${site}`,
    run: (k) => {
      const elsewhere = nameKey(site) === nameKey('Bree') ? 'Edoras' : 'Bree';
      const { id, chars } = k.company(0, [plain], elsewhere);
      k.s.stack = [{ kind: 'siteSelect' }, { kind: 'siteCompany', companyId: id, stage: 'play' }];
      const card = k.mpHand(0, name);
      const r = k.refused(0, { type: 'playMpCard', inst: card, character: chars[0] as number });
      k.equal(r.code, 'REQUIREMENTS', 'refusal');
    },
  });
  return { name, alignment: ['Hero'], text, play: { side: 'resource', windows: ['site'], requires: [{ is: 'siteName', names: [site] }] }, scenarios };
}

export const ALLIES_FACTIONS: CardDef[] = [
  faction("Men of Dale", "Unique. Playable at Dale if the influence check is greater than 7. Standard Modifications: Men (+2), Dwarves (+1).", "Dale", 7, [{race: "Men",delta: 2},{race: "Dwarves",delta: 1}]),
  faction("Men of Lake-town", "Unique. Playable at Lake-town if the influence check is greater than 8. Standard Modifications: Men (+2), Dwarves (-1).", "Lake-town", 8, [{race: "Men",delta: 2},{race: "Dwarves",delta: -1}]),
  faction("Beornings", "Unique. Playable at Beorn’s House if the influence check is greater than 7. Standard Modifications: Men (+1).", "Beorn’s House", 7, [{race: "Men",delta: 1}]),
  faction("Blue Mountain Dwarves", "Unique. Playable at Blue Mountain Dwarf-hold if the influence check is greater than 9. Standard Modifications: Elves (-2), Dwarves (+2).", "Blue Mountain Dwarf-hold", 9, [{race: "Elves",delta: -2},{race: "Dwarves",delta: 2}]),
  faction("Dunlendings", "Unique. Playable at Dunnish Clan-hold if the influence check is greater than 9. Standard Modifications: Men (-1), Dúnedain (-1), Dwarves (-1).", "Dunnish Clan-hold", 9, [{race: "Men",delta: -1},{race: "Dúnedain",delta: -1},{race: "Dwarves",delta: -1}]),
  faction("Easterlings", "Unique. Playable at Easterling Camp if the influence check is greater than 9. Standard Modifications: Dúnedain (-2).", "Easterling Camp", 9, [{race: "Dúnedain",delta: -2}]),
  faction("Elves of Lindon", "Unique. Playable at Grey Havens if the influence check is greater than 9. Standard Modifications: Dúnedain (+1), Elves (+2).", "Grey Havens", 9, [{race: "Dúnedain",delta: 1},{race: "Elves",delta: 2}]),
  faction("Ents of Fangorn", "Unique. Playable at Wellinghall if the influence check is greater than 9. Standard Modifications: Hobbits (+4).", "Wellinghall", 9, [{race: "Hobbits",delta: 4}]),
  faction("Hillmen", "Unique. Playable at Cameth Brin if the influence check is greater than 9. Standard Modifications: Men (+1).", "Cameth Brin", 9, [{race: "Men",delta: 1}]),
  faction("Hobbits", "Unique. Playable at Bag End if the influence check is greater than 8. Standard Modifications: Hobbits (+4).", "Bag End", 8, [{race: "Hobbits",delta: 4}]),
  faction("Iron Hill Dwarves", "Unique. Playable at Iron Hill Dwarf-hold if the influence check is greater than 8. Standard Modifications: Elves (-2), Dwarves (+2).", "Iron Hill Dwarf-hold", 8, [{race: "Elves",delta: -2},{race: "Dwarves",delta: 2}]),
  faction("Knights of Dol Amroth", "Unique. Playable at Dol Amroth if the influence check is greater than 8. Standard Modifications: Dúnedain (+1).", "Dol Amroth", 8, [{race: "Dúnedain",delta: 1}]),
  faction("Lossoth", "Unique. Playable at Lossadan Camp if the influence check is greater than 8. Standard Modifications: Men (+1).", "Lossadan Camp", 8, [{race: "Men",delta: 1}]),
  faction("Men of Anfalas", "Unique. Playable at Lond Galen if the influence check is greater than 8. Standard Modifications: Dúnedain (+1).", "Lond Galen", 8, [{race: "Dúnedain",delta: 1}]),
  faction("Men of Anórien", "Unique. Playable at Minas Tirith if the influence check is greater than 7. Standard Modifications: Dúnedain (+1).", "Minas Tirith", 7, [{race: "Dúnedain",delta: 1}]),
  faction("Men of Dorwinion", "Unique. Playable at Shrel-Kain if the influence check is greater than 6. Standard Modifications: Men (+1).", "Shrel-Kain", 6, [{race: "Men",delta: 1}]),
  faction("Men of Lamedon", "Unique. Playable at Vale of Erech if the influence check is greater than 7. Standard Modifications: Dúnedain (+1).", "Vale of Erech", 7, [{race: "Dúnedain",delta: 1}]),
  faction("Men of Lebennin", "Unique. Playable at Pelargir if the influence check is greater than 7. Standard Modifications: Dúnedain (+1).", "Pelargir", 7, [{race: "Dúnedain",delta: 1}]),
  faction("Men of Northern Rhovanion", "Unique. Playable at Lake-town if the influence check is greater than 6. Standard Modifications: Men (+1).", "Lake-town", 6, [{race: "Men",delta: 1}]),
  faction("Rangers of Ithilien", "Unique. Playable at Henneth Annûn if the influence check is greater than 7. Standard Modifications: Dúnedain (+1).", "Henneth Annûn", 7, [{race: "Dúnedain",delta: 1}]),
  faction("Rangers of the North", "Unique. Playable at Bree if the influence check is greater than 9. Standard Modifications: Dúnedain (+1).", "Bree", 9, [{race: "Dúnedain",delta: 1}]),
  faction("Riders of Rohan", "Unique. Playable at Edoras if the influence check is greater than 9. Standard Modifications: Hobbits (+1), Dúnedain (+1).", "Edoras", 9, [{race: "Hobbits",delta: 1},{race: "Dúnedain",delta: 1}]),
  faction("Southrons", "Unique. Playable at Southron Oasis if the influence check is greater than 8. Standard Modifications: Dúnedain (-2), Elves (-2), Dwarves (-2).", "Southron Oasis", 8, [{race: "Dúnedain",delta: -2},{race: "Elves",delta: -2},{race: "Dwarves",delta: -2}]),
  faction("The Great Eagles", "Unique. Playable at Eagles’ Eyrie if the influence check is greater than 9. Standard Modifications: none.", "Eagles’ Eyrie", 9, []),
  faction("Tower Guard of Minas Tirith", "Unique. Playable at Minas Tirith if the influence check is greater than 7. Standard Modifications: Dúnedain (+1).", "Minas Tirith", 7, [{race: "Dúnedain",delta: 1}]),
  faction("Variags of Khand", "Unique. Playable at Variag Camp if the influence check is greater than 9. Standard Modifications: none.", "Variag Camp", 9, []),
  faction("Wood-elves", "Unique. Playable at Thranduil’s Halls if the influence check is greater than 8. Standard Modifications: Men (-1), Elves (+1), Dwarves (-2).", "Thranduil’s Halls", 8, [{race: "Men",delta: -1},{race: "Elves",delta: 1},{race: "Dwarves",delta: -2}]),
  faction("Woodmen", "Unique. Playable at Woodmen-town if the influence check is greater than 7. Standard Modifications: Men (+1).", "Woodmen-town", 7, [{race: "Men",delta: 1}]),
  faction("Woses of Old Pûkel-land", "Unique. Playable at Wose Passage-hold if the influence check is greater than 8. Standard Modifications: none.", "Wose Passage-hold", 8, []),
  faction("Woses of the Drúadan Forest", "Unique. Playable at Drúadan Forest if the influence check is greater than 9. Standard Modifications: none.", "Drúadan Forest", 9, []),
];
