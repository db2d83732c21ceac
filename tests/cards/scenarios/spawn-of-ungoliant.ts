import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { woundFirst } from '../helpers/hazardAttacks';
import { playedToStay } from '../helpers/staysInPlay';

/** Gimli's company enters the site in its site phase: the additional automatic-attack the card gives it, if any. */
function spawnAttack(k: ScenarioKit, card: number, site: string): { race: string; strikes: number; prowess: number; body: number | null } | undefined {
  const { id } = k.company(0, ['Gimli', 'Legolas'], site);
  k.phase('site');
  k.enterSite(id);
  const combat = k.s.stack.find((x) => x.kind === 'combat');
  const found = combat?.kind === 'combat' ? combat.queue.find((x) => x.from === card) : undefined;
  k.s.stack = [];
  k.s.turn.siteDone = [];
  k.s.companies = k.s.companies.filter((c) => c.id !== id);
  return found;
}

/** The body check's modification by the card when the first of these characters is wounded by the creature's strike (3 + 3 body check). */
function bodyCheckMod(k: ScenarioKit, names: string[], creature: string): number | undefined {
  const { id, chars } = k.company(0, names, 'Rivendell');
  k.creatureAttack(id, creature);
  const check = woundFirst(k, chars);
  k.expect(check?.inst === chars[0], `${names[0] ?? ''} makes a body check`);
  k.s.stack = [];
  k.s.companies = k.s.companies.filter((c) => c.id !== id);
  return check?.mods.find((m) => m.label === 'Spawn of Ungoliant')?.value;
}

const scenarios: Scenario[] = [
  {
    title: 'played in a movement/hazard phase, it stays in play; "Unique.": a second copy cannot be played',
    run: (k) => void playedToStay(k, 'Spawn of Ungoliant', 'a second copy cannot be played'),
  },
  {
    title: '"The Pûkel-deeps and The Gem-deeps each have an additional automatic-attack: Spawn — 3 strikes with 15/8"; not Moria',
    run: (k) => {
      const card = k.inPlay(1, 'Spawn of Ungoliant');
      for (const site of ['The Pûkel-deeps', 'The Gem-deeps']) {
        const a = spawnAttack(k, card, site);
        k.equal(a?.race, 'Spawn', `${site}: race`);
        k.equal(a?.strikes, 3, `${site}: strikes`);
        k.equal(a?.prowess, 15, `${site}: prowess`);
        k.equal(a?.body, 8, `${site}: body`);
      }
      k.equal(spawnAttack(k, card, 'Moria'), undefined, 'none at Moria');
    },
  },
  {
    title: '"+1 to all body checks for Elves, Dwarves, Hobbits, Dúnedain, and Men resulting from Spider attacks": Aragorn II (Dúnadan), Legolas, Gimli, Bilbo and Beorn (Man) wounded by Giant Spiders; not Gandalf; not from Wargs',
    run: (k) => {
      k.inPlay(1, 'Spawn of Ungoliant');
      for (const who of ['Aragorn II', 'Legolas', 'Gimli', 'Bilbo', 'Beorn']) k.equal(bodyCheckMod(k, [who, 'Faramir'], 'Giant Spiders'), 1, `${who}'s body check`);
      k.equal(bodyCheckMod(k, ['Gandalf', 'Faramir'], 'Giant Spiders'), undefined, 'a Wizard\'s body check');
      k.equal(bodyCheckMod(k, ['Aragorn II', 'Faramir'], 'Wargs'), undefined, 'from a Wolf attack');
    },
  },
  {
    title: 'refused: played during the organization phase (a hazard is played in a movement/hazard phase)',
    run: (k) => {
      const card = k.hand(1, 'Spawn of Ungoliant');
      k.company(0, ['Aragorn II'], 'Rivendell');
      k.phase('organization');
      k.expect(!k.canPlay(1, card), 'not in the organization phase');
    },
  },
];
export default scenarios;
