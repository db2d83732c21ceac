import { type CardDef, cardOf, type GameState, nameKey, requestCheck } from '../cardApi';

/** This card's -1 prowess is already on the character this turn: a turn-long -1 prowess modifier on him and an earlier Weariness of the Heart played on him. */
function wearinessOn(s: GameState, inst: number, self: number): boolean {
  const key = nameKey('Weariness of the Heart');
  const played = s.log.some((l) => l.action.type === 'playCard' && l.action.inst !== self && l.action.target === inst && cardOf(s, l.action.inst).key === key);
  return played && s.mods.some((m) => m.inst === inst && m.stat === 'prowess' && m.delta === -1 && m.until === undefined);
}

const def: CardDef = {
  // The choice of use is made by when the card is played: during an attack on the target's company, the -1 prowess
  // (unless this use is already on him this turn, when he makes the corruption check); otherwise the corruption check.
  name: 'Weariness of the Heart',
  text: 'Playable on a character. The prowess of target character is modified by -1 until the end of the turn. This use cannot be duplicated on a given character. Alternatively, target character makes a corruption check.',
  play: { side: 'hazard', windows: ['hazard'], target: { kind: 'character', side: 'company' } },
  effects: [
    {
      do: 'custom',
      label: 'during an attack, -1 prowess until the end of the turn (not twice on a character); otherwise a corruption check',
      run: (q, ctx) => {
        const { s } = q;
        const inst = q.target;
        if (inst === null || !s.chars[inst]) return;
        const combat = s.stack.find((x) => x.kind === 'combat');
        const attacked = combat?.kind === 'combat' && combat.attack.companyId === s.chars[inst]?.company;
        if (attacked && !wearinessOn(s, inst, q.inst)) {
          s.mods.push({ inst, stat: 'prowess', delta: -1 });
          ctx.events.push({ type: 'effect', effect: 'modify', inst, stat: 'prowess', delta: -1, until: 'endOfTurn', card: q.card.id });
        } else requestCheck(s, { inst, modifier: 0, why: q.card.name, failure: 'byMargin' }, ctx);
      },
    },
  ],
};
export default def;
