/** Scenarios of the Magic Rings that give their bearer a skill (cards/vocab/rings.ts skillRing). */
import { directInfluence, hasSkill, prowessOf, type CardDef } from '../../../src-shared/engine/cards/cardApi';
import type { SkillRingBonus } from '../../../src-shared/engine/cards/vocab/rings';
import { assignEach, attackWindow, expectCancelled } from '../kit/combatSteps';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario, TemplateFn } from '../kit/scenario';
import { minionKit } from '../kit/templates';
import { atSite } from '../helpers/itemInfluence';
import { ringTest } from '../helpers/ringTests';
import { discarded } from '../helpers/characters';

/** Per skill: a character who has it and one who has not, hero and minion. */
const CAST: Record<string, { hero: [string, string]; minion: [string, string] }> = {
  Warrior: { hero: ['Gimli', 'Bilbo'], minion: ['Asternak', 'Ciryaher'] },
  Diplomat: { hero: ['Gimli', 'Bilbo'], minion: ['Asternak', 'Ciryaher'] },
  Scout: { hero: ['Bilbo', 'Gimli'], minion: ['Ciryaher', 'Asternak'] },
  Ranger: { hero: ['Faramir', 'Gimli'], minion: ['Eradan', 'Asternak'] },
  Sage: { hero: ['Bilbo', 'Gimli'], minion: ['Ciryaher', 'Asternak'] },
  'spirit-magic': { hero: ['Bilbo', 'Gimli'], minion: ['Belegorn', 'Asternak'] },
  'shadow-magic': { hero: ['Bilbo', 'Gimli'], minion: ['Ciryaher', 'Asternak'] },
  sorcery: { hero: ['Bilbo', 'Gimli'], minion: ['Hador', 'Asternak'] },
};

/** Per kind of magic: a card of it for the discard pile, one for the play deck, and a card of another kind. */
const MAGIC: Record<string, [string, string, string]> = {
  'spirit-magic': ['Words of Menace and Deceit', 'Our Own Wolves', 'Bitter Cold'],
  'shadow-magic': ['Well-preserved', 'Hounds of Sauron', 'Our Own Wolves'],
  sorcery: ['Bitter Cold', 'Riven Gate', 'Well-preserved'],
};

/** The kit of the ring's alignment (seat 0 plays it) and the characters who have the skill and who have not. */
function cast(k0: ScenarioKit, def: CardDef, skill: string): { k: ScenarioKit; minion: boolean; skilled: string; unskilled: string } {
  const minion = def.alignment?.includes('Minion') ?? false;
  const [skilled, unskilled] = (CAST[skill] as { hero: [string, string]; minion: [string, string] })[minion ? 'minion' : 'hero'];
  return { k: minion ? minionKit(k0) : k0, minion, skilled, unskilled };
}

const figureOf = (k: ScenarioKit, stat: 'prowess' | 'di', ch: number): number => (stat === 'prowess' ? prowessOf(k.s, ch) : directInfluence(k.s, ch));

function bonusScenarios(def: CardDef, skill: string, bonus: SkillRingBonus): Scenario[] {
  const name = def.name;
  const lower = skill.toLowerCase();
  if (bonus === 'palantir') return []; // "he may tap to use a Palantír": each Palantír is played by hand (vocab/rings.ts alreadyGives)
  if (bonus === 'fetchMagic') {
    return [{
      title: `"If the bearer can already use ${skill}: at the beginning of each of his end-of-turn phases, he may tap to take one ${skill} card from your discard pile or play deck into your hand"; not a bearer who uses it by the ring alone, not another magic, not in the organization phase nor after the end-of-turn discard`,
      run: (k0) => {
        const { k, skilled, unskilled } = cast(k0, def, skill);
        const [a, b] = k.company(0, [skilled, unskilled], 'Minas Morgul').chars as [number, number];
        const [ringA, ringB] = [k.item(a, name), k.item(b, name)];
        const [inDiscard, inDeck, otherKind] = MAGIC[skill] as [string, string, string];
        const [fromDiscard, other] = discarded(k, 0, [inDiscard, otherKind]) as [number, number];
        const fromDeck = k.deck(0, [inDeck])[0] as number;
        k.phase('organization');
        k.expect(!k.canUse(0, ringA, 0, fromDeck), 'not in the organization phase');
        k.phase('endTurn');
        k.expect(!k.canUse(0, ringB, 0, fromDeck), `${unskilled} uses ${skill} by the ring alone`);
        k.expect(!k.canUse(0, ringA, 0, other), `not ${otherKind} (another magic)`);
        k.s.turn.endDiscarded.push(0);
        k.expect(!k.canUse(0, ringA, 0, fromDeck), 'not after his end-of-turn discard');
        k.s.turn.endDiscarded = [];
        k.use(0, ringA, 0, fromDeck);
        k.expect(k.s.players[0]?.hand.includes(fromDeck) === true && !(k.s.sets.ringwraith?.decks.play ?? []).includes(fromDeck), `${inDeck} from the play deck into the hand`);
        k.equal(k.s.status[a], 'tapped', `${skilled} taps`);
        k.setStatus(a, 'untapped');
        k.use(0, ringA, 0, fromDiscard);
        k.expect(k.s.players[0]?.hand.includes(fromDiscard) === true, `${inDiscard} from the discard pile into the hand`);
      },
    }];
  }
  if (bonus === 'cancelStrike') {
    return [{
      title: `"If the bearer is already a ${lower}, he may tap the ring to cancel a strike directed against him"; a bearer made a ${lower} by the ring alone may not`,
      run: (k0) => {
        const { k, minion, skilled, unskilled } = cast(k0, def, skill);
        let rings: number[] = [];
        // Orc-watch's three strikes: one on each of three characters.
        const w = attackWindow(k, { names: [skilled, unskilled, minion ? 'Muzgash' : 'Frodo'], creature: 'Orc-watch', cards: [], prepare: (chars) => { rings = chars.slice(0, 2).map((ch) => k.item(ch, name)); } });
        const [who, other] = w.chars as [number, number];
        assignEach(k, w.chars);
        k.expect(!k.canUse(0, rings[1] as number, 0, other), `${unskilled} is no ${lower} but by the ring`);
        k.expect(!k.canUse(0, rings[0] as number, 0, other), `not a strike against ${unskilled}`);
        k.use(0, rings[0] as number, 0, who);
        k.expect(k.allEvents.some((e) => e.type === 'strikeResolved' && e.target === who && e.outcome === 'cancelled'), `the strike against ${skilled} is cancelled`);
        k.equal(k.s.status[rings[0] as number], 'tapped', name);
      },
    }];
  }
  if (bonus === 'cancelAttack') {
    return [{
      title: `"If the bearer is already a ${lower}, he may tap to cancel an attack against his company"; a bearer made a ${lower} by the ring alone may not`,
      run: (k0) => {
        const { k, minion, skilled, unskilled } = cast(k0, def, skill);
        let rings: number[] = [];
        const w = attackWindow(k, { names: [skilled, unskilled], creature: 'Orc-watch', cards: [], prepare: (chars) => { rings = chars.map((ch) => k.item(ch, name)); } });
        k.expect(!k.canUse(0, rings[1] as number, 0, null), `${unskilled} is no ${lower} but by the ring`);
        const away = k.company(0, [skilled], minion ? 'Minas Morgul' : 'Bree').chars[0] as number;
        k.expect(!k.canUse(0, k.item(away, name), 0, null), `${skilled} of another company: not an attack against his company`);
        k.use(0, rings[0] as number, 0, null);
        expectCancelled(k, w.creature, 'Orc-watch');
        k.equal(k.s.status[w.chars[0] as number], 'tapped', `${skilled} (he taps)`);
      },
    }];
  }
  return [{
    title: `"If the bearer is already a ${lower}, he gets +${bonus.delta} to ${bonus.stat === 'di' ? 'direct influence' : 'prowess'}"; a bearer made a ${lower} by the ring alone does not`,
    run: (k0) => {
      const { k, skilled, unskilled } = cast(k0, def, skill);
      const [a, b] = k.company(0, [skilled, unskilled], k.s.players[0]?.alignment === 'ringwraith' ? 'Minas Morgul' : 'Rivendell').chars as [number, number];
      const before = [figureOf(k, bonus.stat, a), figureOf(k, bonus.stat, b)];
      k.item(a, name);
      k.item(b, name);
      k.equal(figureOf(k, bonus.stat, a), (before[0] as number) + bonus.delta, skilled);
      k.equal(figureOf(k, bonus.stat, b), before[1], unskilled);
    },
  }];
}

export const TEMPLATES: Record<string, TemplateFn> = {
  'skillRing': (def, skill: string, bonus: SkillRingBonus) => [
    {
      title: `a gold ring's test indicating a Magic Ring puts ${def.name} on its bearer: "${/magic$|^sorcery$/.test(skill) ? `Bearer can use ${skill}` : `Gives the bearer ${skill.toLowerCase()} skill`}"`,
      run: (k0) => {
        const { k, minion, unskilled } = cast(k0, def, skill);
        const { chars } = k.company(0, [minion ? 'The Witch-king' : 'Gandalf', unskilled], minion ? 'Minas Morgul' : 'Rivendell');
        const [tester, who] = chars as [number, number];
        const gold = k.item(who, minion ? 'Bright Gold Ring' : 'Precious Gold Ring');
        const ring = k.spawn(def.name, 0);
        k.s.sets[minion ? 'ringwraith' : 'wizard']?.decks.ring.unshift(ring);
        k.expect(!hasSkill(k.s, who, skill), `${unskilled} is no ${skill.toLowerCase()} before`);
        ringTest(k, tester, gold, [1, 1]);
        k.expect(k.s.chars[who]?.items.includes(ring) === true, `${unskilled} bears ${def.name}`);
        k.expect(hasSkill(k.s, who, skill), `${unskilled} is a ${skill.toLowerCase()}`);
      },
    },
    ...bonusScenarios(def, skill, bonus),
    {
      title: '"Playable only with a gold ring and after a test": not played from the MP hand at a site',
      run: (k0) => {
        const { k, unskilled } = cast(k0, def, skill);
        const { chars } = atSite(k, [unskilled], 'Moria');
        const ring = k.mpHand(0, def.name);
        // Refused for its condition, before any question of where it is played.
        k.equal(k.refused(0, { type: 'playMpCard', inst: ring, character: chars[0] as number }).code, 'REQUIREMENTS', 'the refusal');
        k.equal(k.where(ring), 'mpHand', def.name);
      },
    },
  ],
};
