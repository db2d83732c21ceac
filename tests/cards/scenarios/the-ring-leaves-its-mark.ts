import type { RollEvent } from '../../../src-shared/engine/cards/cardApi';
import type { Scenario } from '../kit/scenario';
import type { ScenarioKit } from '../kit/kit';
import { minionKit } from '../kit/templates';

const CARD = 'The Ring Leaves Its Mark';

/** Seat 0 (a Ringwraith player) in his organization phase with the Witch-king (his Ringwraith, tapped) and Mauhúr (tapped) at Minas Morgul. */
function tappedWraith(k: ScenarioKit): { wk: number; mauhur: number; card: number } {
  k.phase('organization');
  const [wk, mauhur] = k.company(0, ['The Witch-king', 'Mauhúr'], 'Minas Morgul').chars as [number, number];
  (k.s.players[0] as { avatarInPlay: number | null }).avatarInPlay = wk;
  k.setStatus(wk, 'tapped');
  k.setStatus(mauhur, 'tapped');
  return { wk, mauhur, card: k.hand(0, CARD) };
}

const scenarios: Scenario[] = [
  {
    title: '"Playable on your tapped Ringwraith. Make a roll—if the result is greater than 6, untap your Ringwraith": 4+3 untaps the Witch-king; not on Mauhúr (tapped, no Ringwraith)',
    run: (k0) => {
      const k = minionKit(k0);
      const { wk, mauhur, card } = tappedWraith(k);
      k.expect(!k.canPlay(0, card, mauhur), 'Mauhúr is not his Ringwraith');
      k.rig([4, 3]);
      k.play(0, card, wk);
      k.equal(k.events.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'cardEffect')?.total, 7, 'the roll');
      k.equal(k.s.status[wk], undefined, 'the Witch-king untaps');
      k.equal(k.s.status[mauhur], 'tapped', 'Mauhúr stays tapped');
    },
  },
  {
    title: 'a roll of 6 (3+3) leaves the Ringwraith tapped; not on an untapped Ringwraith',
    run: (k0) => {
      const k = minionKit(k0);
      const { wk, card } = tappedWraith(k);
      k.setStatus(wk, 'untapped');
      k.expect(!k.canPlay(0, card, wk), 'the Witch-king is untapped');
      k.setStatus(wk, 'tapped');
      k.rig([3, 3]);
      k.play(0, card, wk);
      k.equal(k.s.status[wk], 'tapped', 'the Witch-king stays tapped');
    },
  },
  {
    title: '"Bring one Black Rider, Fell Rider, or Heralded Lord card from your … discard pile into your play deck and reshuffle": Fell Rider; not Orc Quarrels',
    run: (k0) => {
      const k = minionKit(k0);
      k.phase('organization');
      k.company(0, ['Mauhúr'], 'Minas Morgul');
      const z = k.s.sets.ringwraith;
      const [rider, quarrels] = [k.spawn('Fell Rider', 0), k.spawn('Orc Quarrels', 0)];
      z?.discards.play.push(rider, quarrels);
      const card = k.hand(0, CARD);
      k.expect(!k.canPlay(0, card, quarrels), 'Orc Quarrels is no mode card');
      k.play(0, card, rider);
      k.equal(k.where(rider), 'deck', 'Fell Rider');
      k.equal(k.where(quarrels), 'discard', 'Orc Quarrels');
    },
  },
];
export default scenarios;
