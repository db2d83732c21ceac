import { movingWithHazard } from '../kit/hazardSteps';
import type { Scenario } from '../kit/scenario';

const scenarios: Scenario[] = [
  {
    title: "every untapped item in play taps, the moving company's and the other player's alike; the characters stay untapped",
    run: (k) => {
      const items: number[] = [];
      const { card, chars } = movingWithHazard(k, 'Slip Treacherously', ['Aragorn II', 'Legolas'], {
        before: ([aragorn, legolas]) => items.push(k.item(aragorn as number, 'Glamdring'), k.item(legolas as number, 'Dagger of Westernesse')),
      });
      const { chars: theirs } = k.company(1, ['Lagduf'], 'Minas Morgul');
      items.push(k.item(theirs[0] as number, 'Dagger of Westernesse'));
      k.play(1, card);
      for (const item of items) k.equal(k.s.status[item], 'tapped', `item ${item}`);
      for (const ch of [...chars, ...theirs]) k.equal(k.s.status[ch], undefined, `character ${ch} stays untapped`);
      k.equal(k.where(card), 'discard', 'Slip Treacherously');
    },
  },
  {
    title: 'not playable outside a movement/hazard phase (the organization phase)',
    run: (k) => {
      const { chars } = k.company(0, ['Aragorn II'], 'Rivendell');
      k.item(chars[0] as number, 'Glamdring');
      const card = k.hand(1, 'Slip Treacherously');
      k.phase('organization');
      k.expect(!k.canPlay(1, card), 'the hazard player may not play it now');
    },
  },
];
export default scenarios;
