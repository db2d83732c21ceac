/**
 * `twoWeapons` (effects/types.ts; state.ts prowessOf) and "Cannot be duplicated on a given character" for a card kept with a
 * character (effects/query.ts notDuplicatedOnCharacter), on Swordmaster: "Gives the sage warrior skill. If the sage is already a
 * warrior, he can use two weapons (both modifiers count). If he uses two weapons, he can't use a shield. Cannot be duplicated on a
 * given character."
 */
import { describe, expect, it } from 'vitest';
import { prowessOf } from '../../src-shared/engine/cards/cardApi';
import { ScenarioKit } from '../cards/kit/kit';
import { playing } from '../cards/kit/templates';
import { fixtures } from './engine-fixtures/fixtures';

function balin(): { k: ScenarioKit; id: string; balin: number } {
  const k = new ScenarioKit(fixtures().cards);
  const { id, chars } = k.company(0, ['Balin'], 'Weathertop');
  const b = chars[0] as number;
  k.item(b, 'Sword of Gondolin');
  k.item(b, 'Dagger of Westernesse');
  return { k, id, balin: b };
}

describe('two weapons', () => {
  it('"he can use two weapons (both modifiers count)": Balin (4, already a warrior) with +2 and +1 weapons has 7', () => {
    const { k, balin: b } = balin();
    expect(prowessOf(k.s, b)).toBe(6);
    k.attach(b, 'Swordmaster', 0);
    expect(prowessOf(k.s, b)).toBe(7);
  });

  it('each weapon to its maximum: with Glamdring (+3 to 8) and the dagger (+1 to 8), 8', () => {
    const { k, balin: b } = balin();
    k.attach(b, 'Swordmaster', 0);
    k.item(b, 'Glamdring');
    expect(prowessOf(k.s, b)).toBe(8);
  });

  it('"If he uses two weapons, he can\'t use a shield": bearing a shield, one weapon', () => {
    const { k, balin: b } = balin();
    k.attach(b, 'Swordmaster', 0);
    k.item(b, 'Shield of Iron-bound Ash');
    expect(prowessOf(k.s, b)).toBe(6);
  });

  it('"Cannot be duplicated on a given character": a second copy is not playable on him', () => {
    const { k, id, balin: b } = balin();
    k.attach(b, 'Swordmaster', 0);
    const card = k.hand(0, 'Swordmaster');
    playing(k, id, true);
    expect(k.canPlay(0, card, b)).toBe(false);
  });
});
