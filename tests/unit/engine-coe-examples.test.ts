/**
 * The worked examples of the rules texts, each played on a real position built from the card data (issue: "Every
 * rulebook example and every chain-of-effects example in the rules texts is a test"). Each test quotes its example.
 *
 * Sources searched: ../shared/rules/arda-revised-2013.txt ("Example", "For example", "e.g."), coe-rules.md ("Example",
 * "e.g.", "For example"), rulings-turn-sequence.txt and rulings-1997.txt (neither has a worked example).
 *
 * | source | example | here |
 * | --- | --- | --- |
 * | Arda, strike sequence | Faramir (prowess 5, body 8) against a Huorn (prowess 10, body "-"): not tapping, prowess 2 | covered |
 * | Arda, strike sequence | … rolls 6 or better: the strike fails and the Huorn attack is defeated | covered |
 * | Arda, strike sequence | … rolls 5: the strike is ineffectual (the attack is not defeated) | covered |
 * | Arda, strike sequence | … rolls 4 or less: wounded, the attacker's body check of 9 or more eliminates him | covered |
 * | Arda, body checks | "a body check must be resolved for the character before anything else happens" (Healing Herbs) | covered (the check comes in the strike's own action, or in its own body-check window where only body-check actions may be declared (engine-check-windows.test.ts), so nothing else happens first; Healing Herbs has no definition: the engine has nothing to play there) |
 * | Arda, resolving strikes | Smaug (prowess 17, body 8, two strikes): each failed strike needs a body check above 8; both must be defeated | covered |
 * | Arda, strike sequence | Beorn (prowess 7) with Sword of Gondolin (+2 to a maximum of 8) starts at 8 before other modifications | covered |
 * | Arda, companies | a company's size counts each Hobbit as half (round up); hazard limit = max(2, size) | covered |
 * | Arda, influence | "If the Influencing player could not keep the card … he is not allowed to make the attempt" (not enough DI or GI) | covered |
 * | Arda, strikes | "Strikes are resolved one at a time as decided by the defending player" | covered (in the Smaug test) |
 * | coe-rules §9.2 / 9.5.2 | an action cancelled before it resolves keeps its active conditions (costs) paid | covered in engine-chain.test.ts |
 * | coe-rules §9.5 | a chain resolves last declared first | covered in engine-chain.test.ts |
 * | coe-rules §2.II.5 | a transfer is made by a corruption check for the item's initial bearer; it succeeds only if the check does | covered (the failure discards the bearer: Arda Revised) |
 * | coe-rules §2.II.4.1 | storing an item: a successful corruption check puts it in the marshalling point pile | covered |
 * | coe-rules §7 | a corruption check may be modified by a card played as it is made: the corruption-check window | covered for transfers, storing, and a card's own "makes a corruption check" effect (Old Friendship; the window opens only when a card made for it is held) |
 * | coe-rules §7.1.1 | tapping companions for +1 to a corruption check | not covered: not an Arda Revised rule (Arda has no such support) |
 * | coe-rules §7 | corruption checks made by creatures after an attack, by the Free Council, by corruption cards' passive conditions | covered in engine-check-windows.test.ts: each check is queued and opens its own corruption-check window when a seat holds a card for it (Old Friendship +4 after an attack and at the Council) |
 * | Arda, strike sequence | Crebain / Watcher in the Water "faces one strike": never affected by strike-number changes | covered: Wake of War (+1 strike to Animal attacks) and Bow of Dragon-horn (-1 strike) leave one strike per character (combat.ts strikesFixed) |
 * | Arda, allies | Treebeard (sage) taps to play Dreams of Lore; Gollum (scout) plays Concealment | covered: cards whose target may be an ally (`allies` in the target, effects/types.ts) are played by an ally with the skill, who taps |
 * | Arda, site phase / coe §2.V | a minor item played as an ally comes into play ("a gift from the ally") | not covered here: the extra minor item is the site phase's, tested with the site phase |
 * | Arda, companies | 3 characters moving apart or together (tactics) | not a rule to test |
 * | coe-rules §2.2 | an avatar eliminated goes to the removed-from-play pile, -5 MP | not covered: Arda Revised (the authority) puts the player out instead |
 * | coe-rules §3.i, §9.1.4, §9.6.x, §10.3.i | "e.g." lists inside rules, not worked examples | not covered as examples (their rules are tested with the cards that use them) |
 * | coe-rules §3 body checks | a body-check window (cards played as a body check is made) | covered in engine-check-windows.test.ts: Miruvor (+2 body) in the wounded character's company opens the window; only body-check actions may be declared; nobody holding such a card rolls at once |
 */
import { describe, expect, it } from 'vitest';
import { ScenarioKit } from '../cards/kit/kit';
import type { Alignment, GameEvent } from '../../src-shared/engine/types';
import { fixtures } from './engine-fixtures/fixtures';
import type { RollEvent } from '../../src-shared/engine/events';

const kit = (alignments?: [Alignment, Alignment]) => new ScenarioKit(fixtures().cards, alignments);

/** The company (at Rivendell) is attacked by the creature; the attack window passed; strikes assigned in order. */
function attacked(k: ScenarioKit, names: string[], creature: string) {
  const { id, chars } = k.company(0, names, 'Rivendell');
  const inst = k.creatureAttack(id, creature);
  k.passAll();
  // The defender assigns, or the attacker when the creature says so (Smaug: "attacker chooses defending characters").
  const top = k.top();
  const assigner = top?.kind === 'combat' && top.stage === 'attackerAssign' ? 1 : 0;
  for (const ch of chars) k.act(assigner, { type: 'assignStrike', target: ch });
  return { id, chars, creature: inst };
}

function resolve(k: ScenarioKit, target: number, dice: number[], stayUntapped = false): GameEvent[] {
  k.rig(dice);
  return k.act(0, { type: 'resolveStrike', target, stayUntapped });
}

const roll = (events: GameEvent[], purpose: string) => events.find((e): e is RollEvent => e.type === 'roll' && e.purpose === purpose);

describe('Arda Revised, the strike sequence: Faramir against a Huorn', () => {
  // "Example: Faramir is untapped with a prowess of 5 and a body of 8. He is facing a strike from a Huorn (only has one
  // strike) with a prowess of 10 and a body of '-'."
  it('the cards are those of the example', () => {
    const k = kit();
    expect([k.card('Faramir').prowess, k.card('Faramir').body]).toEqual([5, 8]);
    expect([k.card('Huorn', 1).prowess, k.card('Huorn', 1).body, k.card('Huorn', 1).strikes]).toEqual([10, null, 1]);
  });

  it('"Faramir could decide not to tap against the strike; in which case his prowess would only be 2"', () => {
    const k = kit();
    const { chars } = attacked(k, ['Faramir'], 'Huorn');
    const faramir = chars[0] as number;
    const events = resolve(k, faramir, [6, 6], true);
    expect(roll(events, 'strike')).toMatchObject({ prowess: 2, total: 14, strikeProwess: 10, result: 'defeated' });
    expect(k.s.status[faramir]).toBeUndefined();
  });

  it('"If Faramir rolls a 6 or better … the strike fails and the Huorn attack is defeated (it only has one strike and its body attribute is -)"', () => {
    const k = kit();
    const { chars, creature } = attacked(k, ['Faramir'], 'Huorn');
    const faramir = chars[0] as number;
    const events = resolve(k, faramir, [3, 3]);
    expect(roll(events, 'strike')).toMatchObject({ prowess: 5, total: 11, result: 'defeated' });
    // A body of "-": no body check for the strike.
    expect(roll(events, 'strikeBodyCheck')).toBeUndefined();
    expect(events.some((e) => e.type === 'attackDefeated')).toBe(true);
    expect(k.where(creature)).toBe('mpPile');
    expect(k.s.status[faramir]).toBe('tapped');
  });

  it('"If Faramir rolls a 5 (… equal to the Huorn\'s prowess of 10), the strike is ineffectual" — and the attack is not defeated', () => {
    const k = kit();
    const { chars, creature } = attacked(k, ['Faramir'], 'Huorn');
    const events = resolve(k, chars[0] as number, [2, 3]);
    expect(roll(events, 'strike')).toMatchObject({ total: 10, result: 'tie' });
    // "If one of the strikes was canceled or ineffectual, the attack is not defeated."
    expect(events.some((e) => e.type === 'attackDefeated')).toBe(false);
    expect(k.where(creature)).toBe('discard');
  });

  it('"If Faramir rolls a 4 or less … Faramir is wounded and must make a body check. The attacker makes a die roll—if the result is 9 or more, Faramir is eliminated"', () => {
    const k = kit();
    const { chars } = attacked(k, ['Faramir'], 'Huorn');
    const faramir = chars[0] as number;
    const events = resolve(k, faramir, [2, 2, 4, 5]);
    expect(roll(events, 'strike')).toMatchObject({ total: 9, result: 'eliminated' });
    expect(roll(events, 'bodyCheck')).toMatchObject({ seat: 1, total: 9, body: 8, result: 'eliminated' });
    expect(k.s.chars[faramir]).toBeUndefined();
    expect(k.s.players[0]?.eliminatedPile).toContain(faramir);
  });

  it('… and a body check of 8 leaves him wounded', () => {
    const k = kit();
    const { chars } = attacked(k, ['Faramir'], 'Huorn');
    const faramir = chars[0] as number;
    const events = resolve(k, faramir, [1, 3, 4, 4]);
    expect(roll(events, 'bodyCheck')).toMatchObject({ total: 8, result: 'survives' });
    expect(k.s.status[faramir]).toBe('wounded');
  });

  it('"If a strike against a character is successful, a body check must be resolved for the character before anything else happens"', () => {
    const k = kit();
    const { chars } = attacked(k, ['Faramir', 'Aragorn II'], 'Cave-drake');
    const faramir = chars[0] as number;
    const events = resolve(k, faramir, [1, 1, 3, 3]);
    // The strike roll, then the body check, in the one action: no decision (and no chain) in between.
    const order = events.filter((e) => e.type === 'roll').map((e) => e.purpose);
    expect(order).toEqual(['strike', 'bodyCheck']);
    const strikeAt = events.findIndex((e): e is RollEvent => e.type === 'roll' && e.purpose === 'strike');
    const resolvedAt = events.findIndex((e) => e.type === 'strikeResolved');
    expect(events.findIndex((e): e is RollEvent => e.type === 'roll' && e.purpose === 'bodyCheck')).toBeGreaterThan(strikeAt);
    expect(events.findIndex((e): e is RollEvent => e.type === 'roll' && e.purpose === 'bodyCheck')).toBeLessThan(resolvedAt);
    expect(k.top()?.kind).toBe('combat');
  });
});

describe('Arda Revised, resolving strikes: Smaug', () => {
  // "Example: Smaug has a prowess of 17 and a body of 8. He normally has two strikes when he attacks. If one of his
  // strikes against a character fails, the defender makes a body check. If the resulting roll is greater than 8, that
  // strike is defeated. However, both of Smaug's strikes must be defeated in order for him to be eliminated—this would
  // require at least two body check rolls greater than 8."
  it('the card is that of the example', () => {
    const k = kit();
    const smaug = k.card('Smaug', 1);
    expect([smaug.prowess, smaug.body, smaug.strikes]).toEqual([17, 8, 2]);
  });

  it('one failed strike with a body check of 9 is defeated, the other with 8 is not: Smaug is not defeated', () => {
    const k = kit();
    const { chars, creature } = attacked(k, ['Aragorn II', 'Beorn'], 'Smaug');
    const [aragorn, beorn] = chars as [number, number];
    // "Strikes are resolved one at a time as decided by the defending player": Beorn's first.
    const first = resolve(k, beorn, [6, 6, 4, 4]);
    expect(roll(first, 'strike')?.inst).toBe(beorn);
    expect(roll(first, 'strikeBodyCheck')).toMatchObject({ seat: 0, total: 8, body: 8, result: 'failed' });
    const second = resolve(k, aragorn, [6, 6, 4, 5]);
    expect(roll(second, 'strikeBodyCheck')).toMatchObject({ total: 9, result: 'defeated' });
    expect(second.some((e) => e.type === 'attackDefeated')).toBe(false);
    expect(k.where(creature)).toBe('discard');
  });

  it('two body checks above 8: both strikes are defeated and Smaug is eliminated, to the defender\'s marshalling point pile', () => {
    const k = kit();
    const { chars, creature } = attacked(k, ['Aragorn II', 'Beorn'], 'Smaug');
    const [aragorn, beorn] = chars as [number, number];
    resolve(k, aragorn, [6, 6, 5, 4]);
    const events = resolve(k, beorn, [6, 6, 6, 6]);
    expect(events.some((e) => e.type === 'attackDefeated')).toBe(true);
    expect(k.where(creature)).toBe('mpPile');
  });
});

describe('Arda Revised, the strike sequence: a weapon is applied first', () => {
  // "The prowess modification and maximum for a weapon is applied to a character before any other modifications. For
  // example, Beorn has a base prowess of 7 and a Sword of Gondolin (+2 prowess to a maximum of 8)—he starts with a
  // prowess of 8 before any other modifications are applied."
  it('Beorn with Sword of Gondolin staying untapped: 8, then -3 = 5 (not 7 - 3 + 2 = 6)', () => {
    const k = kit();
    const { id, chars } = k.company(0, ['Beorn'], 'Rivendell');
    const beorn = chars[0] as number;
    k.item(beorn, 'Sword of Gondolin');
    k.creatureAttack(id, 'Huorn');
    k.passAll();
    k.act(0, { type: 'assignStrike', target: beorn });
    const events = resolve(k, beorn, [6, 6], true);
    expect(k.card('Beorn').prowess).toBe(7);
    expect(roll(events, 'strike')).toMatchObject({ prowess: 5, total: 17 });
  });
});

describe('Arda Revised, the strike sequence: attacks where each character "faces one strike"', () => {
  // "Clarification: Certain attacks state that each character in the company “faces one strike” or “is attacked” (e.g., Crebain,
  // Watcher in the Water, etc.). Such an attack is never affected by a card or effect that modifies the number of strikes of an attack."
  const figures = (k: ScenarioKit, names: string[], creature: string) => {
    const { id, chars } = k.company(0, names, 'Rivendell');
    k.creatureAttack(id, creature);
    const combat = k.s.stack.find((x) => x.kind === 'combat');
    if (combat?.kind !== 'combat') throw new Error('no attack');
    return { chars, combat };
  };

  it('the cards are those of the example: each character faces one strike', () => {
    const k = kit();
    for (const name of ['Crebain', 'Watcher in the Water']) expect(k.card(name, 1)).toMatchObject({ strikesEach: true, race: 'Animals' });
  });

  it('Wake of War ("+1 strike and +1 prowess" to Animal attacks) gives Watcher in the Water +1 prowess, never a fourth strike against three characters', () => {
    const k = kit();
    k.inPlay(1, 'Wake of War');
    const { chars, combat } = figures(k, ['Aragorn II', 'Gimli', 'Legolas'], 'Watcher in the Water');
    expect(combat.slots.map((x) => x.target)).toEqual(chars);
    expect(combat.attack.strikes).toBe(3);
    expect(combat.attack.prowess).toBe((k.card('Watcher in the Water', 1).prowess ?? 0) + 1);
    // The same card does add a strike to an Animal attack with a number of strikes (Wolves: "Wolves. Three strikes").
    const other = kit();
    other.inPlay(1, 'Wake of War');
    expect(figures(other, ['Aragorn II', 'Gimli', 'Legolas'], 'Wolves').combat.attack.strikes).toBe(other.card('Wolves', 1).strikes + 1);
  });

  it('Bow of Dragon-horn ("reduce the number of strikes from one hazard creature attack … by one") leaves Crebain one strike per character', () => {
    const k = kit();
    const { id, chars } = k.company(0, ['Gimli', 'Aragorn II'], 'Rivendell');
    const bow = k.item(chars[0] as number, 'Bow of Dragon-horn');
    k.movement(id, 'Weathertop', ['Rhudaur', 'Arthedain']);
    k.creatureAttack(id, 'Crebain');
    k.use(0, bow, 0);
    k.passAll();
    const combat = k.s.stack.find((x) => x.kind === 'combat');
    expect(combat?.kind === 'combat' && [combat.attack.strikes, combat.slots.length]).toEqual([2, 2]);
    expect(k.s.status[bow]).toBe('tapped');
    expect(k.allEvents.some((e) => e.type === 'effect' && e.effect === 'strikesFixed')).toBe(true);
  });
});

describe('Arda Revised, allies: an ally with a skill plays cards that require it', () => {
  // "An ally does not count as a character for any purposes other than combat and the use of certain skills. … An ally with a
  // skill may take actions and play cards that require that skill. For example, Treebeard has the sage skill, so he can tap to
  // play a Dreams of Lore card. Similarly, Gollum has the scout skill so he can tap to play a Concealment card."
  it('the cards are those of the example', () => {
    const k = kit();
    expect([k.card('Treebeard').subtype, k.card('Treebeard').skills]).toEqual(['Ally', ['Sage']]);
    expect([k.card('Gollum').subtype, k.card('Gollum').skills]).toEqual(['Ally', ['Scout']]);
  });

  it('"Treebeard has the sage skill, so he can tap to play a Dreams of Lore card" (his controller Gimli is no sage)', () => {
    const k = kit();
    const { id, chars } = k.company(0, ['Gimli'], 'Weathertop');
    const gimli = chars[0] as number;
    const treebeard = k.ally(gimli, 'Treebeard');
    const card = k.mpHand(0, 'Dreams of Lore');
    k.s.stack = [{ kind: 'siteSelect' }, { kind: 'siteCompany', companyId: id, stage: 'play' }];
    k.companyById(id).entered = true;
    expect(k.legal(0)).toContainEqual({ type: 'playMpCard', inst: card, character: treebeard });
    expect(k.refused(0, { type: 'playMpCard', inst: card, character: gimli }).code).toBe('REQUIREMENTS');
    k.act(0, { type: 'playMpCard', inst: card, character: treebeard });
    expect(k.s.status[treebeard]).toBe('tapped');
    expect(k.s.status[gimli]).toBeUndefined();
    expect(k.where(card)).toBe('character');
  });

  it('"Gollum has the scout skill so he can tap to play a Concealment card": the attack is cancelled, Gollum tapped', () => {
    const k = kit();
    const { id, chars } = k.company(0, ['Gimli'], 'Rivendell');
    const gollum = k.ally(chars[0] as number, 'Gollum');
    const card = k.hand(0, 'Concealment');
    const creature = k.creatureAttack(id, 'Orc-watch');
    expect(k.canPlay(0, card, chars[0] as number)).toBe(false);
    k.play(0, card, gollum);
    expect(k.s.status[gollum]).toBe('tapped');
    expect(k.s.stack.some((x) => x.kind === 'combat')).toBe(false);
    expect(k.where(creature)).toBe('discard');
  });
});

describe('Arda Revised, companies: Hobbits count half', () => {
  // "A company's size is equal to the number of characters in it, with each Hobbit character only counting half (round
  // up). … A company's hazard limit is equal to two or the size of the company, whichever is greater."
  it('Aragorn II and five Hobbits: size 1 + 3 = 4, hazard limit 4 (not 6)', () => {
    const k = kit();
    const { id } = k.company(0, ['Aragorn II', 'Frodo', 'Sam Gamgee', 'Bilbo', 'Merry', 'Pippin'], 'Rivendell');
    k.movement(id, null);
    const mh = k.s.stack.find((x) => x.kind === 'mhHazards');
    expect(mh?.kind === 'mhHazards' ? mh.limit : NaN).toBe(4);
  });

  it('two Hobbits alone: size 1, hazard limit 2', () => {
    const k = kit();
    const { id } = k.company(0, ['Frodo', 'Sam Gamgee'], 'Rivendell');
    k.movement(id, null);
    const mh = k.s.stack.find((x) => x.kind === 'mhHazards');
    expect(mh?.kind === 'mhHazards' ? mh.limit : NaN).toBe(2);
  });
});

describe('Arda Revised, influence attempts', () => {
  // "If the Influencing player could not keep the card once he had gained possession of it, he is not allowed to make
  // the attempt (for example, he does not have enough direct influence or general influence to keep a character in his
  // control)."
  it('an attempt on a character neither general nor direct influence could keep is refused; with room it is allowed', () => {
    const attempt = (names: string[]) => {
      const k = kit(['wizard', 'wizard']);
      const mine = k.company(0, names, 'Moria');
      const faramir = k.company(1, ['Faramir'], 'Moria').chars[0] as number;
      k.s.stack = [{ kind: 'siteSelect' }, { kind: 'siteCompany', companyId: mine.id, stage: 'play' }];
      k.companyById(mine.id).entered = true;
      return { k, bilbo: mine.chars[0] as number, faramir, mind: k.card('Faramir').mind ?? 0 };
    };
    // Bilbo, Aragorn II and Sam Gamgee use 18 of 20 general influence; Faramir's mind is 5, Bilbo's direct influence 1.
    const full = attempt(['Bilbo', 'Aragorn II', 'Sam Gamgee']);
    expect(full.k.usedGI(0) + full.mind).toBeGreaterThan(20);
    expect(full.k.unusedDI(full.bilbo)).toBeLessThan(full.mind);
    expect(full.k.refused(0, { type: 'influenceAttempt', influencer: full.bilbo, target: full.faramir }).code).toBe('KEEP');
    expect(full.k.legal(0).some((a) => a.type === 'influenceAttempt')).toBe(false);
    // Without Aragorn II, general influence could keep Faramir: the attempt may be made.
    const room = attempt(['Bilbo', 'Sam Gamgee']);
    expect(room.k.usedGI(0) + room.mind).toBeLessThanOrEqual(20);
    expect(room.k.legal(0)).toContainEqual({ type: 'influenceAttempt', influencer: room.bilbo, target: room.faramir });
  });
});

describe('coe-rules §2.II.4–5 and §7: item transfers and storing make a corruption check, which waits for its window', () => {
  /** The organization phase; Aragorn II bears Habergeon of Silver (2 corruption points) at Rivendell with Frodo (a diplomat). */
  function setUp(withCard: boolean) {
    const k = kit();
    k.phase('organization');
    const { chars } = k.company(0, ['Frodo', 'Aragorn II'], 'Rivendell');
    const [frodo, aragorn] = chars as [number, number];
    const item = k.item(aragorn, 'Habergeon of Silver');
    const card = withCard ? k.hand(0, 'Old Friendship') : null;
    return { k, frodo, aragorn, item, card };
  }

  // "§2.II.5 … the resource player may attempt to transfer control of an item between two characters at the same site …
  // by making a corruption check for the item's initial bearer. If the corruption check is successful, the item is
  // successfully transferred." (Arda Revised: failing it on a transfer discards the character.)
  it('a failed transfer check (2 against 2 corruption points) discards Aragorn II; the item does not reach Frodo', () => {
    const { k, frodo, aragorn, item } = setUp(false);
    k.rig([1, 1]);
    const events = k.act(0, { type: 'transferItem', item, to: frodo });
    expect(roll(events, 'corruption')).toMatchObject({ inst: aragorn, total: 2, result: 'discarded' });
    expect(k.s.chars[aragorn]).toBeUndefined();
    expect(k.s.chars[frodo]?.items).not.toContain(item);
  });

  it('with a card that modifies the check in hand, the roll waits for the corruption-check window; +4 makes it pass and the item is transferred', () => {
    const { k, frodo, aragorn, item, card } = setUp(true);
    const declared = k.act(0, { type: 'transferItem', item, to: frodo });
    expect(roll(declared, 'corruption')).toBeUndefined();
    const top = k.top();
    expect(top?.kind === 'chain' && top.window).toBe('corruptionCheck');
    expect(k.canPlay(0, card as number, aragorn)).toBe(true);
    expect(k.canPlay(0, card as number, frodo)).toBe(false);
    k.rig([1, 1]);
    const events = k.play(0, card as number, aragorn);
    expect(roll(events, 'corruption')).toMatchObject({ inst: aragorn, total: 6, result: 'pass' });
    expect(k.s.chars[frodo]?.items).toContain(item);
  });

  it('passing the window without playing anything: the same roll as without the card', () => {
    const { k, frodo, aragorn, item } = setUp(true);
    k.act(0, { type: 'transferItem', item, to: frodo });
    k.rig([1, 1]);
    k.passAll();
    expect(roll(k.events, 'corruption')).toMatchObject({ inst: aragorn, total: 2, result: 'discarded' });
    expect(k.s.chars[frodo]?.items).not.toContain(item);
  });

  // "§2.II.4.1 In order to store an item, the item's player makes a corruption check for the item's bearer. If the
  // corruption check is successful, the item is successfully stored and is placed in its player's marshalling point pile."
  it('storing at a Haven: the check waits for the window, then the item goes to the marshalling point pile', () => {
    const { k, aragorn, item, card } = setUp(true);
    k.act(0, { type: 'storeItem', item });
    expect(k.top()?.kind).toBe('chain');
    k.rig([3, 3]);
    const events = k.play(0, card as number, aragorn);
    expect(roll(events, 'corruption')).toMatchObject({ inst: aragorn, total: 10, result: 'pass' });
    expect(k.s.players[0]?.mpPile).toContain(item);
    expect(k.s.chars[aragorn]?.items).not.toContain(item);
  });
});
