/** Card definitions: creatures. Each with the card's words in `text` and at least one scenario. */
import type { CardDef, Scenario } from '../effects/types';
import type { ScenarioKit } from '../scenario/kit';
import { creatureScenarios, woundedCorruptionScenario, woundedDiscardScenarios } from '../scenario/templates';

/** A creature whose whole text is its race, strikes, prowess, body and keying (all from the card data). */
function plain(name: string, text: string): CardDef {
  return { name, text, scenarios: creatureScenarios(name) };
}

/**
 * Keying that needs Doors of Night (facts.ts keyIf): on the position `place` sets up (its
 * movement/hazard phase started), the creature is refused without Doors of Night and attacks with it.
 */
function doorsOfNightScenario(name: string, what: string, place: (k: ScenarioKit, companyId: string) => void): Scenario {
  return {
    title: `${name}: ${what} only while Doors of Night is in play`,
    run: (k) => {
      const { id } = k.company(0, ['Aragorn II', 'Gimli', 'Legolas'], 'Rivendell');
      place(k, id);
      const inst = k.hand(1, name);
      k.refused(1, { type: 'playCreature', inst });
      k.inPlay(1, 'Doors of Night');
      k.act(1, { type: 'playCreature', inst });
      const attack = k.events.find((e) => e.type === 'attack');
      k.equal(attack?.prowess, k.card(name, 1).prowess, `${name} attacks with its prowess`);
    },
  };
}

/**
 * "If played on a company that has already faced an Orc attack this turn, <name> receives +N
 * prowess": after `first` (an Orc creature, or not) attacked the company and every strike was
 * defeated, <name> attacks it with (or without) the bonus.
 */
function alreadyFacedScenario(name: string, delta: number, first: string, orc: boolean): Scenario {
  return {
    title: `${name}: ${orc ? `+${delta} prowess after the company faced ${first} (Orcs)` : `no bonus after the company faced ${first} (not Orcs)`}`,
    run: (k) => {
      const { id, chars } = k.company(0, ['Aragorn II', 'Gimli', 'Legolas', 'Faramir', 'Boromir II'], 'Rivendell');
      k.creatureAttack(id, first);
      k.passAll();
      for (const ch of chars) if (k.legal(0).some((a) => a.type === 'assignStrike' && a.target === ch)) k.act(0, { type: 'assignStrike', target: ch });
      k.passAll();
      const combat = k.s.stack.find((x) => x.kind === 'combat');
      for (const slot of combat?.kind === 'combat' ? [...combat.slots] : []) {
        k.rig([6, 6, 6, 6]);
        k.act(0, { type: 'resolveStrike', target: slot.target, stayUntapped: false });
        k.passAll();
      }
      k.expect(!k.s.stack.some((x) => x.kind === 'combat'), `the attack of ${first} is over`);
      k.creatureAttack(id, name);
      const attack = k.events.find((e) => e.type === 'attack');
      const printed = k.card(name, 1).prowess ?? 0;
      k.equal(attack?.prowess, orc ? printed + delta : printed, `${name}'s prowess`);
    },
  };
}

export const CREATURES: CardDef[] = [
  plain('Ambusher', 'Men. Two strikes. Attacker chooses defending characters.'),
  plain('Cave Worm', 'Drake. One strike. May be played keyed to Redhorn Gate, High Pass, Gap of Isen, Angmar, Gundabad, Grey Mountain Narrows, Withered Heath, Númeriador, and Iron Hills.'),
  plain('Marsh-drake', 'Drake. Two strikes.'),
  plain('Sellswords Between Charters', 'Men. Two strikes.'),
  plain('Stirring Bones', 'Undead. Two strikes.'),
  plain('Wargs', 'Wolves. Two strikes.'),
  plain('Cave-drake', 'Dragon. Two strikes. Attacker chooses defending characters.'),
  plain('Hobgoblins', 'Orcs. Two strikes.'),
  plain('Orc-watch', 'Orcs. Three strikes.'),
  plain('Lesser Spiders', 'Spiders. Four strikes.'),
  plain('Lawless Men', 'Men. Two strikes.'),
  plain('Dire Wolves', 'Wolves. Four strikes.'),
  plain('Ghouls', 'Undead. Five strikes.'),
  plain('Wolves', 'Wolves. Three strikes.'),
  plain('Orc-guard', 'Orcs. Five strikes.'),
  plain('True Cold-drake', 'Drake. Two strikes. May be played keyed to Númeriador, Forochel, Angmar, Gundabad, Grey Mountain Narrows, Withered Heath, and Iron Hills.'),
  plain(
    'Corsairs of Umbar',
    'Men. Five strikes. May also be played keyed to Andrast, Anfalas, Belfalas, Cardolan, Enedhwaith, Harondor, Lindon, Lebennin, and Old Pûkel-land; and may also be played at Ruins & Lairs [{R}] and Shadow-holds [{S}] in these regions. May also be played at any site in Elven Shores, Eriadoran Coast, Andrast Coast, Bay of Belfalas, or Mouths of the Anduin.',
  ),
  plain(
    'Pûkel-men',
    'Pûkel-creature. Two strikes. May also be played at Ruins & Lairs [{R}] sites in the following regions: Andrast, Anfalas, Anórien, Dunland, Enedhwaith, Gap of Isen, Lamedon, Old Pûkel Gap, Old Pûkel-land, and Rohan.',
  ),
  plain('Watcher in the Water', 'Animal. Each character in the company faces one strike. May also be played at Moria.'),
  // Creatures whose attack does more (their own `creature` effects, combat.ts).
  {
    name: 'Ghosts',
    text: 'Undead. Three strikes. After attack, each character wounded by Ghosts makes a corruption check modified by -1.',
    static: [{ on: 'creature', after: 'woundedCorruptionCheck', modifier: -1 }],
    scenarios: [...creatureScenarios('Ghosts'), woundedCorruptionScenario('Ghosts', -1)],
  },
  {
    name: 'Barrow-wight',
    text: 'Undead. One strike. After the attack, each character wounded by Barrow-wight makes a corruption check modified by -2.',
    static: [{ on: 'creature', after: 'woundedCorruptionCheck', modifier: -2 }],
    scenarios: [...creatureScenarios('Barrow-wight'), woundedCorruptionScenario('Barrow-wight', -2)],
  },
  {
    name: 'Abductor',
    text: 'Man. One Strike. Each non-Wizard/non-Ringwraith defending character wounded by the Abductor is discarded.',
    static: [{ on: 'creature', after: 'woundedDiscard' }],
    scenarios: [...creatureScenarios('Abductor'), ...woundedDiscardScenarios('Abductor', false)],
  },
  {
    name: 'Giant Spiders',
    text: 'Spiders. Two strikes. If the body check for a non-Wizard, non-Ringwraith character wounded by Giant Spiders equals his body, the character is discarded. May also be played keyed to Heart of Mirkwood, Southern Mirkwood, Western Mirkwood, and Woodland Realm; and may also be played at Ruins & Lairs [{R}], Shadow-holds [{S}], and Dark-holds [{D}] in these regions.',
    static: [{ on: 'creature', after: 'woundedDiscard', bodyEquals: true }],
    scenarios: [...creatureScenarios('Giant Spiders'), ...woundedDiscardScenarios('Giant Spiders', true)],
  },
  {
    name: 'True Fire-drake',
    text: 'Drake. Two strikes. Only two Wildernesses [{w}] in site path are required if Doors of Night is in play.',
    scenarios: [
      ...creatureScenarios('True Fire-drake'),
      doorsOfNightScenario('True Fire-drake', 'keyed to two Wildernesses', (k, id) => {
        k.keyTo(id, 'Hobgoblins'); // Hobgoblins key to two Wildernesses [{w}{w}]: a site path with exactly two
        k.s.stack = [{ kind: 'mhSelect' }];
        k.act(0, { type: 'startCompanyMH', companyId: id });
      }),
    ],
  },
  {
    name: 'Sand-drake',
    text: 'Drake. Three strikes. Attacker chooses defending characters. May be played keyed to Khand and Harondor. If Doors of Night is in play, may also be played keyed to Ithilien, Nurn, and Horse Plains.',
    scenarios: [
      ...creatureScenarios('Sand-drake'),
      doorsOfNightScenario('Sand-drake', 'keyed to Ithilien', (k, id) => {
        k.companyById(id).site = k.siteId('Henneth Annûn');
        k.movement(id, 'Minas Tirith', []);
      }),
    ],
  },
  {
    name: 'Orc-lieutenant',
    text: 'Orcs. One strike. If played on a company that has already faced an Orc attack this turn, Orc-lieutenant receives +4 prowess.',
    static: [{ on: 'creature', after: 'alreadyFaced', races: ['Orc'], delta: 4 }],
    scenarios: [...creatureScenarios('Orc-lieutenant'), alreadyFacedScenario('Orc-lieutenant', 4, 'Orc-watch', true), alreadyFacedScenario('Orc-lieutenant', 4, 'Barrow-wight', false)],
  },
  {
    name: 'Orc-warband',
    text: 'Orcs. Five strikes. If played on a company that has already faced an Orc attack this turn, Orc-warband receives +3 prowess.',
    static: [{ on: 'creature', after: 'alreadyFaced', races: ['Orc'], delta: 3 }],
    scenarios: [...creatureScenarios('Orc-warband'), alreadyFacedScenario('Orc-warband', 3, 'Orc-watch', true), alreadyFacedScenario('Orc-warband', 3, 'Barrow-wight', false)],
  },
];
