/** Attack statics of cards in play (effects/types.ts `on: 'attack'`, combat.ts applyAttackStatics): `onlyIf` picks the attacks they change. */
import { describe, expect, it } from 'vitest';
import { DEFS_BY_SLUG } from '../../src-shared/engine/cards/library';
import { swapCardDef } from '../../src-shared/engine/effects/defs';
import type { CardDef } from '../../src-shared/engine/effects/types';
import { combatOf } from '../cards/kit/hazardSteps';
import { ScenarioKit } from '../cards/kit/kit';
import { fixtures } from './engine-fixtures/fixtures';

describe('attack statics: onlyIf', () => {
  it('a +5 prowess static with onlyIf "an automatic-attack" changes an automatic-attack and leaves a creature attack alone', () => {
    const def = DEFS_BY_SLUG['minions-stir'] as CardDef;
    const planted: CardDef = { ...def, static: [{ on: 'attack', races: [], stat: 'prowess', delta: 5, onlyIf: (_s, a) => a.source === 'auto' }] };
    const restore = swapCardDef(def, planted);
    try {
      const k = new ScenarioKit(fixtures().cards);
      k.inPlay(1, 'Minions Stir');
      const auto = k.company(0, ['Aragorn II'], 'Goblin-gate');
      k.enterSite(auto.id);
      expect(combatOf(k).attack.prowess).toBe((k.card('Goblin-gate').autoAttacks[0]?.prowess ?? 0) + 5);
      k.s.stack = [];
      const other = k.company(0, ['Gimli'], 'Goblin-gate');
      k.creatureAttack(other.id, 'Orc-patrol');
      expect(combatOf(k).attack.prowess).toBe(k.card('Orc-patrol', 1).prowess);
    } finally {
      restore();
    }
  });
});
