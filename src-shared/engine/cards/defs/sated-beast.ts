import { applyEffect, currentCombat, type CardDef, type Query } from '../cardApi';
import { doorsOfNight } from '../vocab/hazards';
import { attackIs, setAttackStrikes } from '../vocab/onAttack';

/** The Dragons' "Ahunt" manifestations ("Target ahunt Dragon manifestation"). */
const AHUNTS = ['Agburanar', 'Bairanax', 'Daelomin', 'Eärcaraxë', 'Itangast', 'Leucaruth', 'Scatha', 'Scorba', 'Smaug'].map((d) => `${d} Ahunt`);

/** A Dragon or Drake attack on the player's company, before its strikes are assigned, with Doors of Night in play. */
function dragonAttack(q: Query): boolean {
  const combat = currentCombat(q.s);
  return q.seat === q.s.turn.active && q.window === 'attack' && doorsOfNight(q.s) && Boolean(combat && combat.slots.length === 0) && attackIs(q, ['Dragon', 'Drake']);
}

const def: CardDef = {
  name: 'Sated Beast',
  alignment: ['Hero'],
  // "May also be played during opponent's movement/hazard phase": by a player who is not active, in the hazard window (it counts
  // against no hazard limit: it is a resource), on an ahunt manifestation only: the attack alternative is his own companies'.
  text: 'Target ahunt Dragon manifestation is discarded. Alternatively, if Doors of Night is in play, decreases the number of strikes from one Dragon or Drake attack by one (to a minimum of one). This card may also be played during opponent’s movement/hazard phase.',
  play: {
    side: 'resource',
    eitherSide: true,
    hazardLimit: false,
    windows: ['organization', 'longEvent', 'site', 'endTurn', 'movementHazard', 'attack', 'hazard'],
    target: { kind: 'attackOrCardInPlay', match: { names: AHUNTS } },
    requires: [
      {
        is: 'custom',
        label: 'an ahunt Dragon manifestation (on your turn, or in an opponent’s movement/hazard phase), or a Dragon or Drake attack with Doors of Night in play',
        test: (q) => (q.target === null ? dragonAttack(q) : q.seat === q.s.turn.active || q.window === 'hazard'),
      },
    ],
  },
  effects: [
    {
      do: 'custom',
      label: 'the ahunt manifestation is discarded, or the attack has one strike fewer (to a minimum of one)',
      run: (q, ctx, chain) => {
        if (q.target === null) return setAttackStrikes(q, ctx, (a) => Math.max(1, a.strikes - 1));
        applyEffect(q, { do: 'discardTarget' }, ctx, chain ?? []);
      },
    },
  ],
};
export default def;
