/** Scenarios of the definitions cards/vocab/reveal.ts makes (opponentReveals). */
import type { Scenario, TemplateFn } from '../kit/scenario';
import type { ScenarioKit } from '../kit/kit';
import { minionTurn } from '../kit/templates';

const FILLER = ['Orc-watch', 'Wargs', 'Cave-drake', 'Huorn', 'Orc-patrol', 'Wolves', 'Giant'];

/** The resource player's seat (the Ringwraith player is seat 1) with a company at a site, in the organization phase. */
function setUp(k: ScenarioKit, alignment: 'Hero' | 'Minion', handSize: number): { seat: number; foe: number; foeHand: number[] } {
  const seat = alignment === 'Minion' ? 1 : 0;
  if (seat === 1) minionTurn(k);
  const foe = 1 - seat;
  k.phase('organization');
  k.company(seat, [seat === 1 ? 'Mauhúr' : 'Gimli'], seat === 1 ? 'Minas Morgul' : 'Rivendell');
  const foeHand = FILLER.slice(0, handSize).map((n) => k.hand(foe, n));
  return { seat, foe, foeHand };
}

export const TEMPLATES: Record<string, TemplateFn> = {
  opponentReveals: (_def, name: string, alignment: 'Hero' | 'Minion', count: number): Scenario[] => [
    {
      title: `${name}: "Opponent reveals to you ${count} random cards at once from his hand": ${count} of his 7, all kept in his hand`,
      run: (k) => {
        const { seat, foe, foeHand } = setUp(k, alignment, 7);
        const card = k.hand(seat, name);
        k.expect(!k.canPlay(foe, card), 'not by the hazard player');
        k.play(seat, card);
        const reveal = k.allEvents.find((e) => e.type === 'reveal');
        k.equal(reveal?.seat, foe, 'the opponent reveals');
        const shown = (reveal?.cards ?? []) as string[];
        k.equal(shown.length, count, 'cards revealed');
        k.equal(new Set(shown.map((id, i) => `${id}-${i}`)).size, count, 'distinct cards');
        k.expect(shown.every((id) => foeHand.some((inst) => k.s.cardOf[inst] === id)), 'cards of his hand');
        k.equal(k.s.players[foe]?.hand.length, 7, 'the revealed cards stay in his hand');
        k.equal(k.where(card), 'discard', name);
      },
    },
    {
      title: `${name}: an opponent holding 3 cards reveals them all; not playable during the movement/hazard phase (a resource event of the active player's own phases)`,
      run: (k) => {
        const { seat, foeHand } = setUp(k, alignment, 3);
        const card = k.hand(seat, name);
        const co = k.s.companies[0];
        if (co) k.movement(co.id, null);
        k.expect(!k.canPlay(seat, card), 'not in the movement/hazard phase');
        k.phase('site');
        k.play(seat, card);
        const shown = (k.allEvents.find((e) => e.type === 'reveal')?.cards ?? []) as string[];
        k.equal([...shown].sort().join(), foeHand.map((inst) => k.s.cardOf[inst]).sort().join(), 'his whole hand');
      },
    },
  ],
};
