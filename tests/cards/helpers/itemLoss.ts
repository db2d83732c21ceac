/** Scenarios of creatures whose strikes cost the company an item (cards/vocab/itemLoss.ts: Brigands, Pirates, Thief, Pick-pocket, Were-worm). */
import { assignAll } from '../kit/combatSteps';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { rollsOf } from './creatures';

/** The items Bilbo bears in these scenarios: one worth marshalling points, one worth none. */
const VALUABLE = 'Magical Harp';
const CHEAP = 'Elven Cloak';

interface Faced {
  bilbo: number;
  sam: number;
  valuable: number;
  cheap: number;
}

/**
 * A hero company of Bilbo (bearing a Magical Harp and an Elven Cloak) and Sam Gamgee (or `second`, in his place) faces the creature; `targets` (by name)
 * face its strikes in order, whoever assigns them, each rolled with `dice` (the strike's two, then a body check's).
 */
function face(k: ScenarioKit, name: string, targets: ('Bilbo' | 'Sam Gamgee')[], dice: number[], second = 'Sam Gamgee'): Faced {
  const { id, chars } = k.company(0, ['Bilbo', second], 'Rivendell');
  const [bilbo, sam] = chars as [number, number];
  const valuable = k.item(bilbo, VALUABLE);
  const cheap = k.item(bilbo, CHEAP);
  k.creatureAttack(id, name);
  k.passAll();
  const byName = { Bilbo: bilbo, 'Sam Gamgee': sam };
  for (const who of targets) {
    const target = byName[who];
    const seat = k.legal(0).some((x) => x.type === 'assignStrike') ? 0 : 1;
    k.act(seat, { type: 'assignStrike', target });
  }
  // More strikes than characters (Pirates' three): the attacker allocates the excess strikes.
  assignAll(k);
  k.passAll();
  for (const who of targets) {
    k.rig(dice);
    k.act(0, { type: 'resolveStrike', target: byName[who], stayUntapped: false });
    k.passAll();
  }
  return { bilbo, sam, valuable, cheap };
}

/** Where Bilbo's two items are after the attack. */
function itemsAfter(k: ScenarioKit, f: Faced): string {
  return `${VALUABLE}: ${k.where(f.valuable)}, ${CHEAP}: ${k.where(f.cheap)}`;
}

const FAIL = [1, 1, 1, 1];
const WIN = [6, 6, 1, 1];

/**
 * "If any strike wounds a character, the company must immediately discard one item (of defender's choice)" (`once`), or "discard one
 * item of attacker's choice for each character wounded" (`attacker`): the item the chooser would pick, taken for him.
 */
export function itemPerWoundScenarios(name: string, o: { by: 'defender' | 'attacker'; once: boolean; strikes: 1 | 2 }): Scenario[] {
  const kept = o.by === 'defender' ? VALUABLE : CHEAP;
  const lost = o.by === 'defender' ? CHEAP : VALUABLE;
  const targets: ('Bilbo' | 'Sam Gamgee')[] = o.strikes === 2 ? ['Bilbo', 'Sam Gamgee'] : ['Sam Gamgee'];
  return [
    {
      title: `${name}: ${o.once ? '"If any strike … wounds a character, the company must immediately discard one item"' : '"Defending company must discard one item … for each character wounded"'}: the ${o.by}'s choice taken for him, ${lost} (${o.strikes === 2 ? 'two wounds, one item' : 'Sam Gamgee wounded, Bilbo\'s item'})`,
      run: (k) => {
        const f = face(k, name, targets, FAIL);
        k.expect(targets.every((t) => k.s.status[t === 'Sam Gamgee' ? f.sam : f.bilbo] === 'wounded'), 'the defending characters are wounded');
        const [keptInst, lostInst] = o.by === 'defender' ? [f.valuable, f.cheap] : [f.cheap, f.valuable];
        k.equal(k.where(lostInst), 'discard', lost);
        k.equal(k.where(keptInst), 'character', `${kept} is still borne`);
      },
    },
    {
      title: `${name}: its strikes defeated, no item is discarded`,
      run: (k) => {
        const f = face(k, name, targets, WIN);
        k.equal(itemsAfter(k, f), `${VALUABLE}: character, ${CHEAP}: character`, 'items');
      },
    },
  ];
}

/** "For each successful strike, an item … must be discarded (defender's choice); the defending character is not harmed." */
export function itemInsteadOfHarmScenarios(name: string, from: 'company' | 'character'): Scenario[] {
  return [
    {
      title: `${name}: a successful strike does not harm the defending character (tapped, no wound, no body check) and ${from === 'company' ? 'the company' : 'he'} discards the item worth fewest marshalling points (the defender's choice taken for him)`,
      run: (k) => {
        const target = from === 'company' ? 'Sam Gamgee' : 'Bilbo';
        const f = face(k, name, [target], FAIL);
        k.equal(k.s.status[target === 'Sam Gamgee' ? f.sam : f.bilbo], 'tapped', target);
        k.equal(rollsOf(k, 'bodyCheck').length, 0, 'body checks');
        k.equal(itemsAfter(k, f), `${VALUABLE}: character, ${CHEAP}: discard`, 'items');
      },
    },
    from === 'company'
      ? {
          title: `${name}: its strike defeated (by Aragorn II), no item is discarded`,
          run: (k) => {
            const f = face(k, name, ['Sam Gamgee'], WIN, 'Aragorn II');
            k.equal(itemsAfter(k, f), `${VALUABLE}: character, ${CHEAP}: character`, 'items');
          },
        }
      : {
          title: `${name}: "an item the defending character bears": Sam Gamgee, who bears none, loses nothing and Bilbo keeps his`,
          run: (k) => {
            const f = face(k, name, ['Sam Gamgee'], FAIL);
            k.equal(k.s.status[f.sam], 'tapped', 'Sam Gamgee');
            k.equal(itemsAfter(k, f), `${VALUABLE}: character, ${CHEAP}: character`, 'items');
          },
        },
  ];
}
