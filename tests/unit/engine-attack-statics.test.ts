/**
 * Attack modifications of cards in play (`static` `on: 'attack'`, combat.ts applyAttackStatics; `on: 'attackDefeated'`,
 * discardOnDefeat): `source` limits them to automatic-attacks ("All Orc and Troll automatic-attacks receive +3 strikes and +2
 * prowess. Discard this card when such an automatic-attack is defeated"), `noBody` gives an attack with no body one ("all Orc,
 * Troll, and Man attacks with no body have 4 body").
 */
import { describe, expect, it } from 'vitest';
import { ScenarioKit } from '../cards/kit/kit';
import { combatOf } from '../cards/kit/hazardSteps';
import { fixtures } from './engine-fixtures/fixtures';

describe('attack modifications of cards in play', () => {
  it('source auto: an automatic-attack is modified, a creature of the same race is not', () => {
    const k = new ScenarioKit(fixtures().cards);
    k.inPlay(1, 'Redoubled Force');
    const { id } = k.company(0, ['Aragorn II'], 'Rivendell');
    k.creatureAttack(id, 'Orc-watch');
    expect(combatOf(k).attack.prowess).toBe(k.card('Orc-watch', 1).prowess);
    k.s.stack = [];
    const at = k.company(0, ['Gimli'], 'Dimrill Dale');
    k.phase('site');
    k.enterSite(at.id);
    expect(combatOf(k).attack.strikes).toBe(4);
    expect(combatOf(k).attack.prowess).toBe(8);
  });

  it('noBody: an attack without body gets that body; one with body gets the delta', () => {
    const k = new ScenarioKit(fixtures().cards);
    k.inPlay(1, 'Helms of Iron');
    const { id } = k.company(0, ['Aragorn II'], 'Rivendell');
    k.creatureAttack(id, 'Orc-watch');
    expect(combatOf(k).attack.body).toBe(4);
    k.s.stack = [];
    k.creatureAttack(id, 'Mouth of Sauron');
    expect(combatOf(k).attack.body).toBe((k.card('Mouth of Sauron', 1).body ?? 0) + 1);
  });
});
