import type { Scenario } from '../kit/scenario';
import { minionOrganization } from '../helpers/companyTurn';

const scenarios: Scenario[] = [
  {
    title: 'Ostisen (a scout) whose company is not moving: "All hazard creature attacks against the scout’s company this turn are canceled" (Orc-watch, counted against the hazard limit, discarded); not on Mauhúr (no scout)',
    run: (k) => {
      const { id, chars } = minionOrganization(k, ['Ostisen', 'Mauhúr'], false);
      const [ostisen, mauhur] = chars as [number, number];
      const card = k.hand(1, 'Hide in Dark Places');
      k.expect(!k.canPlay(1, card, mauhur), 'Mauhúr is no scout');
      k.play(1, card, ostisen);
      const orcs = k.creatureAttack(id, 'Orc-watch', 0);
      k.passAll();
      k.expect(k.allEvents.some((e) => e.type === 'attackCancelled'), 'the attack is canceled');
      k.expect(!k.allEvents.some((e) => e.type === 'attack'), 'no attack is made');
      k.expect(!k.s.stack.some((x) => x.kind === 'combat'), 'no combat');
      k.equal(k.where(orcs), 'discard', 'Orc-watch');
      const mh = k.s.stack.find((x) => x.kind === 'mhHazards');
      k.equal(mh?.kind === 'mhHazards' ? mh.played : -1, 1, 'Orc-watch counted against the hazard limit');
    },
  },
  {
    title: 'Hide in Dark Places: not on a scout whose company is moving, nor on an opponent’s scout; without it Orc-watch attacks',
    run: (k) => {
      const { id, chars } = minionOrganization(k, ['Ostisen'], true);
      const card = k.hand(1, 'Hide in Dark Places');
      k.expect(!k.canPlay(1, card, chars[0] as number), 'a moving company');
      const theirs = k.company(0, ['Bilbo'], 'Rivendell');
      k.expect(!k.canPlay(1, card, theirs.chars[0] as number), "an opponent's scout");
      k.creatureAttack(id, 'Orc-watch', 0);
      k.passAll();
      k.expect(k.s.stack.some((x) => x.kind === 'combat'), 'Orc-watch attacks');
    },
  },
];
export default scenarios;
