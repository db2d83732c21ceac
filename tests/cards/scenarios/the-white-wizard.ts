import type { RollEvent } from '../../../src-shared/engine/cards/cardApi';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { alignmentsKit } from '../helpers/minionEvents';

const name = 'The White Wizard';

/** The modification the card gives the character's corruption check (undefined: none). */
function checkBonus(k: ScenarioKit, ch: number): number | undefined {
  k.rig([3, 3]);
  const roll = k.corruptionCheck(ch).find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'corruption');
  return (roll?.mods as { label: string; value: number }[] | undefined)?.find((m) => m.label === name)?.value;
}

const scenarios: Scenario[] = [
  {
    title: 'on Gandalf with Sacrifice of Form in play: "+2 to his direct influence, +1 to all of his corruption checks"; not on Gimli (no Wizard)',
    run: (k) => {
      const [gandalf, gimli] = k.company(0, ['Gandalf', 'Gimli'], 'Rivendell').chars as [number, number];
      k.inPlay(0, 'Sacrifice of Form');
      k.phase('organization');
      const di = k.unusedDI(gandalf);
      const card = k.hand(0, name);
      k.expect(!k.canPlay(0, card, gimli), 'Gimli is no Wizard');
      k.play(0, card, gandalf);
      k.equal(k.where(card), 'character', name);
      k.equal(k.unusedDI(gandalf), di + 2, 'Gandalf’s direct influence');
      k.equal(checkBonus(k, gandalf), 1, 'his corruption check');
    },
  },
  {
    title: 'from the MP hand (its text names no place, so it is played as its text says, not at a location): on Gandalf with Sacrifice of Form',
    run: (k) => {
      const gandalf = k.company(0, ['Gandalf'], 'Rivendell').chars[0] as number;
      k.inPlay(0, 'Sacrifice of Form');
      k.phase('organization');
      const card = k.mpHand(0, name);
      k.play(0, card, gandalf);
      k.equal(k.where(card), 'character', name);
      k.expect(!(k.s.players[0]?.mpHand.includes(card) ?? true), 'no longer in the MP hand');
    },
  },
  {
    title: '"Playable on a Wizard with Sacrifice of Form": not without it; with it placed with Gandalf, yes; not on another player’s Wizard',
    run: (k0) => {
      const k = alignmentsKit(k0, 'wizard');
      const gandalf = k.company(0, ['Gandalf'], 'Rivendell').chars[0] as number;
      const radagast = k.company(1, ['Radagast'], 'Rivendell').chars[0] as number;
      k.attach(radagast, 'Sacrifice of Form', 1);
      k.phase('organization');
      const card = k.hand(0, name);
      k.expect(!k.canPlay(0, card, gandalf), 'no Sacrifice of Form');
      k.expect(!k.canPlay(0, card, radagast), 'Radagast is the other player’s');
      k.attach(gandalf, 'Sacrifice of Form', 0);
      k.expect(k.canPlay(0, card, gandalf), 'Sacrifice of Form with Gandalf');
    },
  },
  {
    title: '"Discard if Saruman is in play as an opposing Wizard"',
    run: (k0) => {
      const k = alignmentsKit(k0, 'wizard');
      const gandalf = k.company(0, ['Gandalf'], 'Rivendell').chars[0] as number;
      k.inPlay(0, 'Sacrifice of Form');
      k.phase('organization');
      const card = k.hand(0, name);
      k.play(0, card, gandalf);
      k.equal(k.where(card), 'character', 'with no opposing Saruman');
      const saruman = k.company(1, ['Saruman'], 'Isengard').chars[0] as number;
      (k.s.players[1] as { avatarInPlay: number | null }).avatarInPlay = saruman;
      k.act(0, { type: 'endPhase' });
      k.equal(k.where(card), 'discard', 'with Saruman in play as the other player’s Wizard');
    },
  },
];
export default scenarios;
