import type { Scenario } from '../kit/scenario';
import { minionTurn } from '../kit/templates';

/** Seat 1's Ringwraith (his avatar) at Minas Morgul in the organization phase, Doors of Night and Long Winter in seat 0's play area. */
function setUp(k: Parameters<Scenario['run']>[0]): { rw: number; doors: number; winter: number; card: number } {
  minionTurn(k);
  k.phase('organization');
  const rw = k.company(1, ['Ren the Ringwraith'], 'Minas Morgul').chars[0] as number;
  (k.s.players[1] as { avatarInPlay: number | null }).avatarInPlay = rw;
  return { rw, doors: k.inPlay(0, 'Doors of Night'), winter: k.inPlay(0, 'Long Winter'), card: k.hand(1, 'Ancient Secrets') };
}

const scenarios: Scenario[] = [
  {
    title: '"Tap your Ringwraith to discard one hazard permanent-event": Ren taps and Doors of Night is discarded; Long Winter (a long-event) and Gates of Morning (a resource) cannot be chosen',
    run: (k) => {
      const { rw, doors, winter, card } = setUp(k);
      k.expect(!k.canPlay(1, card, winter), 'Long Winter is no permanent-event');
      const gates = k.inPlay(0, 'Gates of Morning');
      k.expect(!k.canPlay(1, card, gates), 'Gates of Morning is a resource');
      k.play(1, card, doors);
      k.equal(k.where(doors), 'discard', 'Doors of Night');
      k.equal(k.s.status[rw], 'tapped', 'Ren');
    },
  },
  {
    title: '"Tap your Ringwraith": not playable while Ren is tapped, nor without a Ringwraith in play',
    run: (k) => {
      const { rw, doors, card } = setUp(k);
      k.setStatus(rw, 'tapped');
      k.expect(!k.canPlay(1, card, doors), 'Ren is tapped');
      k.setStatus(rw, 'untapped');
      (k.s.players[1] as { avatarInPlay: number | null }).avatarInPlay = null;
      k.expect(!k.canPlay(1, card, doors), 'no Ringwraith in play');
    },
  },
];
export default scenarios;
