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

/**
 * Played by the hazard player on a character of the company in its movement/hazard phase (`who`, a hero), not on a
 * character of another company of the same player.
 */
function companyOnlyScenario(def: CardDef, who: string, from = 'Rivendell'): Scenario {
  const name = def.name;
  // Cards that are not corruption cards (Foolish Words) may follow one on the same character in a turn.
  const target = def.play?.target;
  const oncePerTurn = target?.kind === 'character' && (target.where ?? []).some((p) => p.is === 'custom' && p.label.startsWith('no corruption card'));
  const other = who === 'Legolas' ? 'Gimli' : 'Legolas';
  return {
    title: `played on ${who} in the moving company, not on ${other} in another company`,
    run: (k) => {
      const { id, chars } = k.company(0, [who], from);
      const elsewhere = k.company(0, [other], from).chars[0] as number;
      const card = k.hand(1, name);
      // From Rivendell to Bree; from another site (a card playable only away from Havens), staying there.
      if (from === 'Rivendell') k.movement(id, 'Bree', ['Arthedain']);
      else k.movement(id, null);
      k.expect(k.canPlay(1, card, chars[0] as number), `${name} is playable on ${who}`);
      k.expect(!k.canPlay(1, card, elsewhere), `not on ${other}, in another company`);
      const bearer = chars[0] as number;
      if (oncePerTurn) {
        // Arda Revised §7: one corruption card per character per turn.
        k.s.turn.corruptionCardOn.push(bearer);
        k.expect(!k.canPlay(1, card, bearer), `not on ${who} once a corruption card was played on him this turn`);
        k.s.turn.corruptionCardOn.pop();
      }
      // "Cannot be duplicated on a given character": a copy from an earlier turn.
      k.attach(bearer, name, 1);
      k.expect(!k.canPlay(1, card, bearer), `not on ${who}, who bears ${name} already`);
    },
  };
}

export const TEMPLATES: Record<string, TemplateFn> = {
  corruptionRemoval: (def: CardDef, above: number, who: string, seat: number, from?: string): Scenario[] => [...removalScenarios(def.name, above, who, seat), ...(seat === 0 ? [companyOnlyScenario(def, who, from)] : [])],
};
