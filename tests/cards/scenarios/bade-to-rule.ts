import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { minionTurn } from '../kit/templates';

const name = 'Bade to Rule';

/**
 * Seat 1's organization phase: Gorbag, Shagrat, Radbug and Ufthak (20 of 20 general influence) at `site`, with Ren the Ringwraith in their
 * company (`ren: 'inPlay'`) or waiting to come into play; an Orc Captain (mind 5) among the face-up characters.
 */
function court(k: ScenarioKit, ren: 'inPlay' | 'waiting', site = 'Minas Morgul') {
  minionTurn(k);
  const { id, chars } = k.company(1, ren === 'inPlay' ? ['Ren the Ringwraith', 'Gorbag', 'Shagrat', 'Radbug', 'Ufthak'] : ['Gorbag', 'Shagrat', 'Radbug', 'Ufthak'], site);
  const p = k.s.players[1] as { avatarInPlay: number | null; avatar: number[] };
  const rw = ren === 'inPlay' ? (chars[0] as number) : k.spawn('Ren the Ringwraith', 1);
  if (ren === 'inPlay') p.avatarInPlay = rw;
  else p.avatar = [rw];
  const captain = k.spawn('Orc Captain', 1);
  k.s.sets.ringwraith?.faceUp.character.push(captain);
  k.phase('organization');
  /** Whether the Orc Captain may come into play under general influence. */
  const captainFits = () => k.legal(1).some((a) => a.type === 'playCharacter' && a.inst === captain && a.controller === null);
  return { id, rw, captainFits };
}

const scenarios: Scenario[] = [
  {
    title: 'on Ren at Minas Morgul: "-2 to his direct influence, +5 general influence" (an Orc Captain, mind 5, fits beside 20 used)',
    run: (k) => {
      const { rw, captainFits } = court(k, 'inPlay');
      k.expect(!captainFits(), 'without it 20 + 5 is over 20');
      const di = k.unusedDI(rw);
      const card = k.hand(1, name);
      k.play(1, card, rw);
      k.equal(k.where(card), 'character', name);
      k.equal(k.unusedDI(rw), di - 2, 'Ren’s direct influence');
      k.expect(captainFits(), 'the Orc Captain fits in 25');
    },
  },
  {
    title: '"Discard this card if your Ringwraith moves" (to Barad-dûr); "You may discard this card during any of your organization phases"',
    run: (k) => {
      const { id, rw } = court(k, 'inPlay');
      const card = k.hand(1, name);
      k.play(1, card, rw);
      k.deck(1, Array.from({ length: 12 }, () => 'Twilight'));
      k.movement(id, 'Barad-dûr', ['Gorgoroth']);
      k.act(0, { type: 'passHazards' });
      k.equal(k.where(card), 'discard', 'after moving');
      k.companyById(id).site = k.siteId('Minas Morgul', 1);
      k.phase('organization');
      const again = k.hand(1, name);
      k.play(1, again, rw);
      k.use(1, again, 0);
      k.equal(k.where(again), 'discard', 'discarded in the organization phase');
    },
  },
  {
    title: '"Alternatively, playable if your Ringwraith is not in play. +5 general influence. Place this card with your Ringwraith when he comes into play"',
    run: (k) => {
      const { rw, captainFits } = court(k, 'waiting');
      k.expect(!captainFits(), 'without it 20 + 5 is over 20');
      const card = k.hand(1, name);
      k.play(1, card, null);
      k.equal(k.where(card), 'playArea', name);
      k.expect(captainFits(), 'the Orc Captain fits in 25');
      k.act(1, { type: 'playAvatar', site: k.siteId('Minas Morgul', 1) });
      k.expect(k.s.chars[rw]?.hazards.includes(card) === true, 'the card is placed with Ren');
    },
  },
  {
    title: 'not on Ren at Barad-dûr (no Darkhaven), nor outside the organization phase; "Cannot be duplicated by a given player"',
    run: (k) => {
      const { id, rw } = court(k, 'inPlay', 'Barad-dûr');
      const card = k.hand(1, name);
      k.expect(!k.canPlay(1, card, rw), 'Barad-dûr is no Darkhaven');
      k.companyById(id).site = k.siteId('Minas Morgul', 1);
      k.phase('site');
      k.expect(!k.canPlay(1, card, rw), 'the site phase');
      k.phase('organization');
      k.play(1, card, rw);
      k.expect(!k.canPlay(1, k.hand(1, name)), 'a second copy');
    },
  },
];
export default scenarios;
