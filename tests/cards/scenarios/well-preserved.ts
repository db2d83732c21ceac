import { bodyOf, type RollEvent } from '../../../src-shared/engine/cards/cardApi';
import { companyInOrganization, expectCorruptionMod } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';
import { minionKit } from '../kit/templates';

const scenarios: Scenario[] = [
  {
    title: 'with the Witch-king, wounded Gorbag untaps at -1 body, no corruption check; not on an unwounded character',
    run: (k0) => {
      const k = minionKit(k0);
      const { chars } = companyInOrganization(k, ['The Witch-king', 'Gorbag', 'Shagrat'], 'Moria');
      const [, gorbag, shagrat] = chars as [number, number, number];
      k.setStatus(gorbag, 'wounded');
      const card = k.hand(0, 'Well-preserved');
      k.expect(!k.canPlay(0, card, shagrat), 'Shagrat is not wounded');
      const body = bodyOf(k.s, gorbag);
      k.play(0, card, gorbag);
      k.equal(k.s.status[gorbag], undefined, 'Gorbag is untapped');
      k.equal(k.where(card), 'character', 'Well-preserved');
      k.equal(bodyOf(k.s, gorbag), body - 1, 'body');
      k.expect(!k.events.some((e): e is RollEvent => e.type === 'roll' && e.purpose === 'corruption'), 'no corruption check for a Ringwraith');
    },
  },
  {
    title: 'Firiel (shadow-magic) makes a corruption check at -3; no shadow-magic-user, no play',
    run: (k0) => {
      const k = minionKit(k0);
      const { chars } = companyInOrganization(k, ['Firiel', 'Gorbag'], 'Moria');
      const [firiel, gorbag] = chars as [number, number];
      const other = k.company(0, ['Shagrat'], 'Goblin-gate');
      const shagrat = other.chars[0] as number;
      k.setStatus(gorbag, 'wounded');
      k.setStatus(shagrat, 'wounded');
      const card = k.hand(0, 'Well-preserved');
      k.expect(!k.canPlay(0, card, shagrat), 'no shadow-magic-user with Shagrat');
      k.rig([6, 6]);
      k.play(0, card, gorbag);
      expectCorruptionMod(k, -3, { inst: firiel, what: 'the corruption check is Firiel’s' });
    },
  },
  {
    title: 'discarded at the end of his untap phase at a Darkhaven (Minas Morgul), kept elsewhere',
    run: (k0) => {
      const k = minionKit(k0);
      const home = k.company(0, ['Gorbag'], 'Minas Morgul');
      const away = k.company(0, ['Shagrat'], 'Moria');
      const atHome = k.attach(home.chars[0] as number, 'Well-preserved', 0);
      const atMoria = k.attach(away.chars[0] as number, 'Well-preserved', 0);
      // Seat 1's end of turn: seat 0's turn begins with his untap phase.
      k.s.turn.active = 1;
      k.s.turn.firstHazard = 0;
      k.phase('endTurn');
      for (let guard = 0; guard < 12 && k.s.turn.active !== 0; guard++) {
        const seat = k.legal(0).length > 0 ? 0 : 1;
        const a = k.legal(seat).find((x) => x.type === 'endPhase' || x.type === 'passChain') ?? k.legal(seat)[0];
        if (!a) break;
        k.act(seat, a);
      }
      k.equal(k.s.turn.active, 0, 'seat 0 is active');
      k.equal(k.where(atHome), 'discard', 'Well-preserved at Minas Morgul');
      k.equal(k.where(atMoria), 'character', 'Well-preserved at Moria');
    },
  },
];
export default scenarios;
