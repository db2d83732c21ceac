import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { minionKit } from '../kit/templates';

/** Whether the seat may draft Deadly Dart (in its set's Minor Item deck, beside Dagger of Westernesse / Old Treasure) for its starting company. */
function drafts(k: ScenarioKit, who: string, site: string, other: string): { dart: boolean; other: boolean } {
  k.company(0, [who], site);
  const [dart, second] = [k.spawn('Deadly Dart', 0), k.spawn(other, 0)];
  k.s.sets[k.s.players[0]?.alignment ?? 'wizard']?.decks.minor.push(dart, second);
  k.s.stack = [{ kind: 'draftMinor', order: [0], idx: 0, round: 0 }];
  const picks = k.legal(0).filter((a) => a.type === 'draftMinor').map((a) => (a as { inst: number | null }).inst);
  return { dart: picks.includes(dart), other: picks.includes(second) };
}

const scenarios: Scenario[] = [
  {
    title: '"may not be included with a hero starting company": a Wizard player may not draft it (Dagger of Westernesse he may)',
    run: (k) => {
      const r = drafts(k, 'Bilbo', 'Rivendell', 'Dagger of Westernesse');
      k.expect(r.other, 'Dagger of Westernesse may be drafted');
      k.expect(!r.dart, 'Deadly Dart may not');
    },
  },
  {
    title: 'a Ringwraith player may draft it for his starting company',
    run: (k0) => {
      const r = drafts(minionKit(k0), 'Tarcil', 'Minas Morgul', 'Old Treasure');
      k0.expect(r.dart && r.other, 'both may be drafted');
    },
  },
  {
    title: '"May also be used as a hero resource": a Wizard player’s character takes it from the face-up minor items at a site',
    run: (k) => {
      const { id, chars } = k.company(0, ['Bilbo'], 'Moria');
      const dart = k.spawn('Deadly Dart', 0);
      k.s.sets.wizard?.faceUp.minor.push(dart);
      k.companyById(id).entered = true;
      k.s.stack = [{ kind: 'siteSelect' }, { kind: 'siteCompany', companyId: id, stage: 'minor' }];
      k.act(0, { type: 'playMinorItem', inst: dart, character: chars[0] as number });
      k.expect(k.s.chars[chars[0] as number]?.items.includes(dart) === true, 'Bilbo bears Deadly Dart');
    },
  },
];
export default scenarios;
