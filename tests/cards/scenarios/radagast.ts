/** Radagast: one more card drawn for each Wilderness in his company's site path. */
import { wildernessCount } from '../../../src-shared/engine/cards/vocab/characters';
import type { Scenario } from '../kit/scenario';
import { figuresScenarios } from '../kit/templates';

const scenarios: Scenario[] = [
  ...figuresScenarios('Radagast', { corruptionCheck: 1 }),
  ...['Radagast', 'Gandalf'].map((wizard): Scenario => ({
    title: wizard === 'Radagast' ? 'Radagast moving through Wildernesses: his player may draw one more card for each' : 'Gandalf on the same path draws one card per region only',
    run: (k) => {
      const { id } = k.company(0, [wizard, 'Bilbo'], 'Rivendell');
      k.deck(0, Array.from({ length: 12 }, () => 'Twilight'));
      k.phase('organization');
      const moves = k.legal(0).flatMap((a) => (a.type === 'declareMovement' && a.companyId === id ? [a] : []));
      const move = moves.find((a) => wildernessCount(k.s, k.siteId('Rivendell'), a.regions) >= 2) as (typeof moves)[number] | undefined;
      k.expect(move !== undefined, 'a destination through two Wildernesses');
      if (!move) return;
      k.act(0, move);
      const w = wildernessCount(k.s, k.siteId('Rivendell'), move.regions);
      const max = Math.max(1, move.regions.length) + (wizard === 'Radagast' ? w : 0);
      k.s.stack = [{ kind: 'mhSelect' }];
      const offered = k.legal(0).flatMap((a) => (a.type === 'startCompanyMH' && a.companyId === id ? [a.draws ?? max] : []));
      k.equal(Math.max(...offered), max, 'the most cards his player may draw');
      if (wizard === 'Radagast') k.expect(offered.includes(max - w), 'or fewer');
      const before = k.s.players[0]?.hand.length ?? 0;
      k.act(0, { type: 'startCompanyMH', companyId: id });
      k.equal((k.s.players[0]?.hand.length ?? 0) - before, max, 'cards drawn');
      if (wizard === 'Gandalf') k.refused(0, { type: 'startCompanyMH', companyId: id, draws: max + 1 });
    },
  })),
];
export default scenarios;
