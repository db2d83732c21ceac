import { company, isHaven, removeFrom, setStatus, statusOf, toDiscard, type CardDef, type Ctx, type GameState } from '../cardApi';
import { companyIs, onOwnCharacter } from '../vocab/resourcePlay';

/** The turn's mark of the card played on this character. */
const mark = (bearer: number): string => `healing of nimrodel@${bearer}`;

/** The card leaves the character it was kept with. */
function leave(s: GameState, bearer: number, inst: number, ctx: Ctx): void {
  const ch = s.chars[bearer];
  if (ch && removeFrom(ch.hazards, inst)) toDiscard(s, inst, ctx);
}

const def: CardDef = {
  name: 'Healing of Nimrodel',
  alignment: ['Hero'],
  // Played on one of the company's characters, the card waits with him until the company's movement/hazard phase ends (a static
  // effect), then is discarded: it acts only if the company is moving to another Haven then.
  text: 'Playable during the organization phase on a moving company whose site of origin is a Haven [{H}]. If the company moves to another Haven [{H}] this turn, at the end of the movement/hazard phase all wounded characters in the company heal (from wounded to untapped) and all tapped characters untap.',
  play: onOwnCharacter(['organization'], [companyIs('a moving company whose site of origin is a Haven', (co, q) => co.dest !== null && isHaven(q.s, co.site))]),
  effects: [
    { do: 'attach', to: 'target' },
    { do: 'custom', label: 'played this turn', run: (q) => void (q.target !== null && (q.s.turn.effectsUsed ??= []).push(mark(q.target))) },
  ],
  static: [
    {
      on: 'mhEnd',
      run: (s, companyId, ctx, self) => {
        const co = company(s, companyId);
        if (!self || self.bearer === null || !co?.chars.includes(self.bearer)) return;
        if (co.dest && isHaven(s, co.dest.site) && co.dest.site !== co.site) {
          for (const ch of co.chars) if (statusOf(s, ch) !== 'untapped') setStatus(s, ch, 'untapped');
          ctx.events.push({ type: 'effect', effect: 'custom', label: 'Healing of Nimrodel: the company’s characters heal and untap', companyId });
        }
        leave(s, self.bearer, self.inst, ctx);
      },
    },
    // A company that did not move after all: the card is gone once the turn it was played is over.
    { on: 'discardWhen', label: 'the turn it was played is over', test: (s, bearer) => !(s.turn.effectsUsed ?? []).includes(mark(bearer)) },
  ],
};
export default def;
