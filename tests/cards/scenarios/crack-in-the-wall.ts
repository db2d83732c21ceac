import type { Scenario } from '../kit/scenario';
import type { ScenarioKit } from '../kit/kit';
import { minionTurn } from '../kit/templates';

/** Seat 1's company of Ciryaher (a sage) and Mauhúr at Minas Morgul, moving to `to`; Crack in the Wall in hand, `creatures` in seat 0's. */
function moving(k: ScenarioKit, to: string, creatures: string[]): { id: string; sage: number; mauhur: number; card: number; hazards: number[] } {
  minionTurn(k);
  k.phase('organization');
  const { id, chars } = k.company(1, ['Ciryaher', 'Mauhúr'], 'Minas Morgul');
  k.companyById(id).dest = { site: k.siteId(to, 1), regions: [] };
  return { id, sage: chars[0] as number, mauhur: chars[1] as number, card: k.hand(1, 'Crack in the Wall'), hazards: creatures.map((n) => k.hand(0, n)) };
}

/** The company's movement/hazard phase begins: the creatures the hazard player may play on it. */
function playable(k: ScenarioKit, id: string): number[] {
  k.s.stack = [{ kind: 'mhSelect' }];
  k.act(1, { type: 'startCompanyMH', companyId: id });
  k.hazardDrawsMax();
  return (k.legal(0) as { type: string; inst?: number }[]).filter((a) => a.type === 'playCreature').map((a) => a.inst as number);
}

const scenarios: Scenario[] = [
  {
    title: 'Ciryaher (a sage) taps; moving to Cirith Ungol (a Dark-hold): "no hazard creatures may be played at the company’s new site": not The Great Goblin (keyed to Dark-holds), Orc-watch still (keyed to the site path)',
    run: (k) => {
      const { id, sage, mauhur, card, hazards } = moving(k, 'Cirith Ungol', ['The Great Goblin', 'Orc-watch']);
      const [goblin, orcs] = hazards as [number, number];
      k.expect(!k.canPlay(1, card, mauhur), 'Mauhúr is no sage');
      k.play(1, card, sage);
      k.equal(k.s.status[sage], 'tapped', 'Ciryaher taps');
      const now = playable(k, id);
      k.expect(!now.includes(goblin), 'The Great Goblin cannot be played at the site');
      k.expect(now.includes(orcs), 'Orc-watch is keyed to the site path');
    },
  },
  {
    title: 'Crack in the Wall: without it The Great Goblin may be played; "Unless the site is in a Free-domain": at Minas Tirith (Anórien) Assassin still may',
    run: (k) => {
      const { id, hazards } = moving(k, 'Cirith Ungol', ['The Great Goblin']);
      k.expect(playable(k, id).includes(hazards[0] as number), 'The Great Goblin, keyed to the Dark-hold');
      const k2 = new (k.constructor as new (cards: unknown) => ScenarioKit)((k as unknown as { cards: unknown }).cards);
      const m = moving(k2, 'Minas Tirith', ['Assassin']);
      k2.play(1, m.card, m.sage);
      k2.expect(playable(k2, m.id).includes(m.hazards[0] as number), 'Assassin, keyed to the Free-hold');
    },
  },
  {
    title: 'Crack in the Wall: not on a tapped sage, nor in a company that is not moving, nor on an opponent’s sage',
    run: (k) => {
      const { id, sage, card } = moving(k, 'Cirith Ungol', []);
      k.setStatus(sage, 'tapped');
      k.expect(!k.canPlay(1, card, sage), 'Ciryaher is tapped');
      k.setStatus(sage, 'untapped');
      k.companyById(id).dest = null;
      k.expect(!k.canPlay(1, card, sage), 'the company is not moving');
      const theirs = k.company(0, ['Elrond'], 'Rivendell');
      k.companyById(theirs.id).dest = { site: k.siteId('Moria', 0), regions: [] };
      k.expect(!k.canPlay(1, card, theirs.chars[0] as number), "Elrond, the opponent's");
    },
  },
];
export default scenarios;
