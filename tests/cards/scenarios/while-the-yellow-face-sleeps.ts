import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { minionTurn } from '../kit/templates';

const name = 'While the Yellow Face Sleeps';

/** Seat 1's Ringwraith (his avatar in play) and an Orc Captain at `site`, in seat 1's organization phase. */
function ringwraith(k: ScenarioKit, site = 'Minas Morgul'): { id: string; rw: number; orc: number } {
  minionTurn(k);
  const { id, chars } = k.company(1, ['Ren the Ringwraith', 'Orc Captain'], site);
  const [rw, orc] = chars as [number, number];
  (k.s.players[1] as { avatarInPlay: number | null }).avatarInPlay = rw;
  k.phase('organization');
  return { id, rw, orc };
}

const scenarios: Scenario[] = [
  {
    title: 'on his Ringwraith at Minas Morgul: "You may keep one more card than normal in your hand" (nine cards owe no discard)',
    run: (k) => {
      const { rw, orc } = ringwraith(k);
      const card = k.hand(1, name);
      k.expect(!k.canPlay(1, card, orc), 'only on your Ringwraith');
      k.play(1, card, rw);
      k.equal(k.where(card), 'character', name);
      const hand = Array.from({ length: 9 }, () => k.hand(1, 'Twilight'));
      k.s.stack.push({ kind: 'discardExcess', seat: 1 });
      k.refused(1, { type: 'discard', inst: hand[0] as number });
    },
  },
  {
    title: '"Discard this card if your Ringwraith moves": his company moves to Barad-dûr and the card is discarded',
    run: (k) => {
      const { id, rw } = ringwraith(k);
      const card = k.hand(1, name);
      k.play(1, card, rw);
      // Cards to draw as the hands are reset, so the discard pile is not reshuffled into the play deck.
      k.deck(1, Array.from({ length: 12 }, () => 'Twilight'));
      k.movement(id, 'Barad-dûr', ['Gorgoroth']);
      k.act(0, { type: 'passHazards' });
      k.equal(k.where(card), 'discard', name);
    },
  },
  {
    title: 'not away from a Darkhaven, nor a second copy ("Cannot be duplicated by a given player")',
    run: (k) => {
      const { id, rw } = ringwraith(k, 'Barad-dûr');
      const card = k.hand(1, name);
      k.expect(!k.canPlay(1, card, rw), 'Barad-dûr is no Darkhaven');
      k.companyById(id).site = k.siteId('Minas Morgul', 1);
      k.play(1, card, rw);
      k.expect(!k.canPlay(1, k.hand(1, name), rw), 'a second copy');
    },
  },
];
export default scenarios;
