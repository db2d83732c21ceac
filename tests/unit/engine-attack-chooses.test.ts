/**
 * `attack` and `attackDefeated` statics limited to attacks whose attacker chooses the defending characters (More Alert than Most:
 * "The number of strikes of any attack that chooses defending characters is reduced by one … Discard when such an attack is
 * defeated"; combat.ts applyAttackStatics, discardOnDefeat).
 */
import { describe, expect, it } from 'vitest';
import { ScenarioKit } from '../cards/kit/kit';
import { fixtures } from './engine-fixtures/fixtures';

const strikes = (k: ScenarioKit) => {
  const c = k.s.stack.find((x) => x.kind === 'combat');
  return c?.kind === 'combat' ? c.attack.strikes : null;
};

describe('statics for attacks that choose defending characters', () => {
  it('change only such attacks', () => {
    const k = new ScenarioKit(fixtures().cards);
    const card = k.inPlay(0, 'More Alert than Most');
    const a = k.company(0, ['Aragorn II', 'Gimli', 'Legolas'], 'Rivendell');
    k.creatureAttack(a.id, 'Sand-drake');
    expect(k.card('Sand-drake', 1).attackerChooses).toBe(true);
    expect(strikes(k)).toBe(2);
    k.s.stack = [];
    const b = k.company(0, ['Faramir'], 'Rivendell');
    k.creatureAttack(b.id, 'Orc-watch');
    expect(strikes(k)).toBe(k.card('Orc-watch', 1).strikes);
    expect(k.where(card)).toBe('playArea');
  });

  it('an `attackChooses` static makes the attacker choose defending characters of attacks of its races only (Alatar the Hunter: "all Maia attacks: … attacker chooses defending characters")', () => {
    const k = new ScenarioKit(fixtures().cards);
    k.inPlay(1, 'Alatar the Hunter');
    const a = k.company(0, ['Aragorn II', 'Gimli', 'Legolas'], 'Rivendell');
    k.creatureAttack(a.id, 'Gandalf the White Rider');
    const stage = (x: ScenarioKit) => {
      const c = x.s.stack.find((y) => y.kind === 'combat');
      return c?.kind === 'combat' ? c.stage : null;
    };
    expect(k.card('Gandalf the White Rider', 1).attackerChooses).toBe(false);
    expect(stage(k)).toBe('attackerAssign');
    k.s.stack = [];
    const b = k.company(0, ['Faramir'], 'Rivendell');
    k.creatureAttack(b.id, 'Orc-watch');
    expect(stage(k)).toBe('defenderAssign');
  });
});
