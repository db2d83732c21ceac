/**
 * Attack modifications of cards in play (`static` `on: 'attack'`, combat.ts applyAttackStatics; `on: 'attackDefeated'`,
 * discardOnDefeat): `source` limits them to automatic-attacks ("All Orc and Troll automatic-attacks receive +3 strikes and +2
 * prowess. Discard this card when such an automatic-attack is defeated"), `noBody` gives an attack with no body one ("all Orc,
 * Troll, and Man attacks with no body have 4 body"); `characters` statics ("The direct influence of each Ringwraith is lowered by
 * 2"); "Discard when any play deck is exhausted" for a card on a character as well as in a play area (state.ts drawFrom).
 */
import { describe, expect, it } from 'vitest';
import { ScenarioKit } from '../cards/kit/kit';
import { combatOf } from '../cards/kit/hazardSteps';
import { fixtures } from './engine-fixtures/fixtures';
import { directInfluence, drawCards } from '../../src-shared/engine/state';
import { legalActions } from '../../src-shared/engine';
import { corruptionPoints } from '../../src-shared/engine/corruption';
import { influenceOdds } from '../../src-shared/engine/phases/influence';

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

describe('figures of every character of some races (`characters` statics)', () => {
  it('an event in a play area lowers the direct influence of each Ringwraith, not of others; `when` adds to it', () => {
    const k = new ScenarioKit(fixtures().cards);
    const [wraith, orc] = k.company(1, ['The Witch-king', 'Gorbag'], 'Minas Morgul').chars as [number, number];
    const before = [directInfluence(k.s, wraith), directInfluence(k.s, orc)];
    k.inPlay(0, 'Tidings of Doubt and Danger');
    expect(directInfluence(k.s, wraith)).toBe((before[0] ?? 0) - 2);
    expect(directInfluence(k.s, orc)).toBe(before[1]);
  });
});

describe('cards discarded when a play deck is exhausted', () => {
  it('a card on a character and a card in a play area are both discarded as the play deck is reshuffled', () => {
    const k = new ScenarioKit(fixtures().cards);
    const aragorn = k.company(0, ['Aragorn II'], 'Rivendell').chars[0] as number;
    const onHim = k.attach(aragorn, 'Something Else at Work');
    const inArea = k.inPlay(1, 'Stench of Mordor');
    k.s.discardOnExhaust = [onHim, inArea];
    const zones = k.s.sets.wizard!;
    zones.decks.play.splice(0);
    zones.discards.play.push(k.spawn('Wolves', 0));
    drawCards(k.s, 0, 1, { events: [] });
    expect(k.where(onHim)).toBe('discard');
    expect(k.s.chars[aragorn]?.hazards).not.toContain(onHim);
    expect(k.where(inArea)).toBe('discard');
    expect(k.s.discardOnExhaust).toEqual([]);
  });
});

describe('starter movement forbidden by a card in play (`noStarterMovement`)', () => {
  it('a company the card names (two regions at most) is offered no three-region route to a linked Haven; others still are', () => {
    const k = new ScenarioKit(fixtures().cards);
    k.phase('organization');
    const hobbits = k.company(0, ['Frodo', 'Sam Gamgee'], 'Rivendell').id;
    const others = k.company(0, ['Aragorn II', 'Legolas'], 'Rivendell').id;
    const longest = (id: string) => Math.max(0, ...legalActions(k.s, 0).flatMap((a) => (a.type === 'declareMovement' && a.companyId === id ? [a.regions.length] : [])));
    expect(longest(hobbits)).toBe(3);
    k.inPlay(1, 'Short Legs Are Slow');
    expect(longest(hobbits)).toBe(2);
    expect(longest(others)).toBe(3);
  });
});

describe('a card in play that gives a site an additional automatic-attack (`autoAttackAt`), and item corruption (`itemCorruption`)', () => {
  it('the site\'s own automatic-attack comes first, the card\'s follows; elsewhere nothing', () => {
    const k = new ScenarioKit(fixtures().cards);
    const card = k.inPlay(1, 'Scorba at Home');
    const { id } = k.company(0, ['Aragorn II'], 'Zarak Dûm');
    k.phase('site');
    k.enterSite(id);
    expect(combatOf(k).attack.from).toBeUndefined();
    expect(combatOf(k).queue).toEqual([{ race: 'Dragon', strikes: 3, eachCharacter: false, prowess: 13, body: 8, attackerChooses: false, from: card }]);
  });

  it('each item of the class gives one more corruption point', () => {
    const k = new ScenarioKit(fixtures().cards);
    const aragorn = k.company(0, ['Aragorn II'], 'Rivendell').chars[0] as number;
    k.item(aragorn, 'Glamdring');
    const before = corruptionPoints(k.s, aragorn);
    k.inPlay(1, 'Scorba at Home');
    expect(corruptionPoints(k.s, aragorn)).toBe(before + 1);
  });
});

describe('hazard limit against some companies, and influence of all characters', () => {
  it('hazardLimit `company`: only companies that pass get the change', () => {
    const k = new ScenarioKit(fixtures().cards);
    k.inPlay(1, 'Eärcaraxë at Home');
    const coast = k.company(0, ['Aragorn II'], 'Grey Havens').id;
    k.movement(coast, 'Himring', ['Elven Shores']);
    const limit = (k.s.stack.find((x) => x.kind === 'mhHazards') as { limit: number } | undefined)?.limit;
    expect(limit).toBe(3);
  });

  it('`characters` influence with no races: every character\'s influence checks', () => {
    const k = new ScenarioKit(fixtures().cards);
    const aragorn = k.company(0, ['Aragorn II'], 'Bree').chars[0] as number;
    const orc = k.company(1, ['Orc Veteran'], 'Bree').chars[0] as number;
    const before = influenceOdds(k.s, 0, aragorn, orc).modifier;
    k.inPlay(1, 'Scatha at Home');
    expect(influenceOdds(k.s, 0, aragorn, orc).modifier).toBe(before - 1);
  });
});
