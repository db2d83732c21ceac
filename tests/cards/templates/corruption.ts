/** Scenarios of a corruption card's removal (cards/vocab/corruption.ts corruptionCard), from its number and its bearer. */
import { type CardDef, statusOf } from '../../../src-shared/engine/cards/cardApi';
import { rolls } from '../kit/hazardSteps';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario, TemplateFn } from '../kit/scenario';

/** A successful and a failed removal (2D6 greater than `above`), and the refusals: tapped bearer, outside the organization phase. */
function removalScenarios(name: string, above: number, who: string, seat = 0): Scenario[] {
  const hi = above + 1;
  const hazard = 1 - seat;
  /** The bearer, with the card on him, in his player's organization phase. */
  const setUp = (k: ScenarioKit) => {
    const { chars } = k.company(seat, [who], seat === 0 ? 'Rivendell' : 'Minas Morgul');
    const bearer = chars[0] as number;
    const card = k.attach(bearer, name, hazard);
    k.s.turn.active = seat;
    k.s.turn.firstHazard = hazard;
    k.phase('organization');
    return { bearer, card };
  };
  const lo = above;
  const split = (n: number): [number, number] => [Math.min(6, n - 1), n - Math.min(6, n - 1)];
  return [
    {
      title: `removal: ${who} taps and rolls ${hi} (greater than ${above}): the card is discarded`,
      run: (k) => {
        const { bearer, card } = setUp(k);
        k.expect(k.legal(seat).some((a) => a.type === 'removeHazard' && a.inst === card && a.bearer === bearer), 'the removal is offered');
        k.rig(split(hi));
        k.act(seat, { type: 'removeHazard', inst: card, bearer });
        const roll = rolls(k.events, 'removal')[0];
        k.equal(roll?.total, hi, 'the roll');
        k.equal(roll?.result, 'removed', 'the result');
        k.expect(!(k.s.chars[bearer]?.hazards ?? []).includes(card), 'the card left the character');
        k.equal(k.where(card), 'discard', 'where the card is');
        k.equal(statusOf(k.s, bearer), 'tapped', 'the bearer tapped');
      },
    },
    {
      title: `removal: a roll of ${lo} (not greater than ${above}) fails: the card stays, the bearer is tapped; a tapped bearer may not try again`,
      run: (k) => {
        const { bearer, card } = setUp(k);
        k.rig(split(lo));
        k.act(seat, { type: 'removeHazard', inst: card, bearer });
        k.equal(rolls(k.events, 'removal')[0]?.result, 'stays', 'the result');
        k.expect((k.s.chars[bearer]?.hazards ?? []).includes(card), 'the card stays');
        k.equal(statusOf(k.s, bearer), 'tapped', 'the bearer tapped');
        k.expect(!k.legal(seat).some((a) => a.type === 'removeHazard'), 'no removal offered to a tapped bearer');
        k.refused(seat, { type: 'removeHazard', inst: card, bearer });
      },
    },
    {
      title: 'removal is refused outside the organization phase and to the hazard player',
      run: (k) => {
        const { bearer, card } = setUp(k);
        k.phase('longEvent');
        k.refused(seat, { type: 'removeHazard', inst: card, bearer });
        k.phase('organization');
        k.refused(hazard, { type: 'removeHazard', inst: card, bearer });
        k.expect((k.s.chars[bearer]?.hazards ?? []).includes(card), 'the card stays');
      },
    },
  ];
}

export const TEMPLATES: Record<string, TemplateFn> = {
  corruptionRemoval: (def: CardDef, above: number, who: string, seat: number): Scenario[] => removalScenarios(def.name, above, who, seat),
};
