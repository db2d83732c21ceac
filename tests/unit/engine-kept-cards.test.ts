/**
 * Cards kept with a character (resource events in his `hazards`) that change what he is: a skill ("Gives the bearer sage
 * skill"), his influence against a race ("+2 direct influence against Hobbits and Hobbit factions") and his player's hand size
 * ("You may keep one more card than normal in your hand"). effects/query.ts hasSkill, effects/statics.ts itemInfluence and
 * selfHandSize; and the prowess and body of strikes against him (combat.ts strikeDelta: `strikeProwess`, `strikeBody`).
 */
import { describe, expect, it } from 'vitest';
import { ScenarioKit } from '../cards/kit/kit';
// After the kit (which loads the engine in its order): these modules are part of an import cycle.
import { hasSkill, skilledPayer } from '../../src-shared/engine/effects/query';
import { itemInfluence } from '../../src-shared/engine/effects/statics';
import { directInfluence, handSize, prowessOf, skillSources } from '../../src-shared/engine/state';
import { bladeStrike } from '../cards/helpers/ringwraithBlades';
import { fixtures } from './engine-fixtures/fixtures';

const kit = () => new ScenarioKit(fixtures().cards);

describe('cards kept with a character', () => {
  it('a `skill` static gives its bearer the skill, for requirements and tapSkilled costs alike', () => {
    const k = kit();
    const { id, chars } = k.company(0, ['Aragorn II'], 'Rivendell');
    const aragorn = chars[0] as number;
    expect(hasSkill(k.s, aragorn, 'Sage')).toBe(false);
    expect(skilledPayer(k.s, 0, id, 'Sage')).toBe(null);
    k.attach(aragorn, 'Gift of Comprehension', 0);
    expect(hasSkill(k.s, aragorn, 'Sage')).toBe(true);
    expect(hasSkill(k.s, aragorn, 'Diplomat')).toBe(false);
    expect(skilledPayer(k.s, 0, id, 'Sage')).toBe(aragorn);
  });

  it('a skill given by a card he bears counts wherever skills are checked ("Warrior only" bonuses), and "already a warrior" needs another source', () => {
    // Magic Ring of Courage: "Gives the bearer warrior skill. If the bearer is already a warrior, he gets +2 to prowess."
    // Sword of Gondolin: "Warrior only: +2 to prowess to a maximum of 8."
    const k = kit();
    const bilbo = k.company(0, ['Bilbo'], 'Rivendell').chars[0] as number;
    k.item(bilbo, 'Sword of Gondolin');
    expect(skillSources(k.s, bilbo, 'Warrior')).toBe(0);
    expect(prowessOf(k.s, bilbo)).toBe(1);
    k.item(bilbo, 'Magic Ring of Courage');
    expect(skillSources(k.s, bilbo, 'Warrior')).toBe(1);
    expect(prowessOf(k.s, bilbo)).toBe(3);
    const gimli = k.company(0, ['Gimli'], 'Rivendell').chars[0] as number;
    const g0 = prowessOf(k.s, gimli);
    k.item(gimli, 'Magic Ring of Courage');
    expect(skillSources(k.s, gimli, 'Warrior')).toBe(2);
    expect(prowessOf(k.s, gimli)).toBe(g0 + 2);
  });

  it('an item\'s "Warrior only" direct influence goes only to a warrior bearer (Dragon-helm: "Warrior only: +1 prowess; +2 body (to a maximum of 10); +3 direct influence")', () => {
    const k = kit();
    const [gimli, bilbo] = k.company(0, ['Gimli', 'Bilbo'], 'Rivendell').chars as [number, number];
    const [g0, b0] = [directInfluence(k.s, gimli), directInfluence(k.s, bilbo)];
    k.item(gimli, 'Dragon-helm');
    k.item(bilbo, 'Dragon-helm');
    expect(directInfluence(k.s, gimli)).toBe(g0 + 3);
    expect(directInfluence(k.s, bilbo)).toBe(b0);
  });

  it('an `influenceAgainst` static of an event kept with him counts against that race only', () => {
    const k = kit();
    const gandalf = k.company(0, ['Gandalf'], 'Rivendell').chars[0] as number;
    const hobbits = k.spawn('Hobbits', 0);
    const riders = k.spawn('Riders of Rohan', 0);
    expect(itemInfluence(k.s, gandalf, hobbits)).toEqual([]);
    k.attach(gandalf, 'Hobbit-lore', 0);
    expect(itemInfluence(k.s, gandalf, hobbits)).toEqual([{ label: 'Hobbit-lore', value: 2 }]);
    expect(itemInfluence(k.s, gandalf, riders)).toEqual([]);
  });

  it("a `bearer` handSize static raises his player's hand size, not the other player's", () => {
    const k = kit();
    const rw = k.company(1, ['Ren the Ringwraith'], 'Minas Morgul').chars[0] as number;
    expect(handSize(k.s, 1)).toBe(8);
    k.attach(rw, 'While the Yellow Face Sleeps', 1);
    expect(handSize(k.s, 1)).toBe(9);
    expect(handSize(k.s, 0)).toBe(8);
  });

  it('`strikeProwess` and `strikeBody` statics of a card kept with him change the strikes against him', () => {
    const k = kit();
    const { strike, body } = bladeStrike(k, 'Morgul-blade', 'Ren the Ringwraith', [6, 6]);
    expect(strike?.against).toBe(18); // Elf-lord Revealed in Wrath: 15, "+4 prowess versus Ringwraiths", -1 (Morgul-blade)
    expect(body?.against).toBe(8);
  });
});
