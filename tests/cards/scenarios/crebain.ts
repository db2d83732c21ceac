import type { Scenario } from '../kit/scenario';
import { creatureScenarios, oneStrikeEachScenarios } from '../kit/templates';
import { combatNow } from '../helpers/creatures';

/** Crebain keyed to its site path (Wilderness): Gimli taps Bow of Dragon-horn ("reduce the number of strikes … by one"), which has no effect on it. */
function crebainBowScenario(): Scenario {
  return {
    title: 'Crebain: Bow of Dragon-horn used against its attack does not reduce its strikes (each character still faces one)',
    run: (k) => {
      const { id, chars } = k.company(0, ['Gimli', 'Aragorn II', 'Legolas'], 'Rivendell');
      const bow = k.item(chars[0] as number, 'Bow of Dragon-horn');
      k.movement(id, 'Weathertop', ['Rhudaur', 'Arthedain']);
      k.creatureAttack(id, 'Crebain');
      k.expect(k.canUse(0, bow, 0), 'the bow may be tapped against a creature attack keyed to the site path');
      k.use(0, bow, 0);
      k.passAll();
      const combat = combatNow(k);
      k.equal(combat?.attack.strikes, chars.length, 'the number of strikes');
      k.equal(combat?.slots.length, chars.length, 'one strike against each character');
      k.equal(k.s.status[bow], 'tapped', 'the bow is tapped');
    },
  };
}

/** After Crebain's attack, one random card of the defender's hand per character is revealed; a cancelled attack reveals nothing. */
function crebainRevealScenario(): Scenario {
  return {
    title: 'Crebain: after its attack the defender reveals one random card from his hand per character (two of three); cancelled, none',
    run: (k) => {
      const { id, chars } = k.company(0, ['Aragorn II', 'Gimli'], 'Rivendell');
      const hand = ['Risky Blow', 'Dodge', 'Halfling Strength'].map((n) => k.hand(0, n));
      k.creatureAttack(id, 'Crebain');
      k.passAll();
      for (const ch of chars) {
        k.rig([6, 6]);
        k.act(0, { type: 'resolveStrike', target: ch, stayUntapped: false });
        k.passAll();
      }
      const reveal = k.allEvents.find((e) => e.type === 'reveal');
      const shown = (reveal?.cards ?? []) as string[];
      k.equal(shown.length, chars.length, 'cards revealed');
      k.equal(new Set(shown).size, shown.length, 'different cards');
      k.expect(shown.every((c) => hand.some((inst) => k.s.cardOf[inst] === c)), 'from his hand');
      k.expect(hand.every((inst) => k.where(inst) === 'hand'), 'the cards stay in his hand');
    },
  };
}

function crebainCancelledScenario(): Scenario {
  return {
    title: 'Crebain: its attack cancelled (Concealment), no card is revealed',
    run: (k) => {
      const { id, chars } = k.company(0, ['Bilbo', 'Gimli'], 'Rivendell');
      k.hand(0, 'Dodge');
      const conceal = k.hand(0, 'Concealment');
      k.creatureAttack(id, 'Crebain');
      k.play(0, conceal, chars[0] as number);
      k.passAll();
      k.expect(combatNow(k) === null, 'the attack is cancelled');
      k.expect(!k.allEvents.some((e) => e.type === 'reveal'), 'nothing revealed');
    },
  };
}

const scenarios: Scenario[] = [...creatureScenarios('Crebain'), ...oneStrikeEachScenarios('Crebain'), crebainBowScenario(), crebainRevealScenario(), crebainCancelledScenario()];
export default scenarios;
