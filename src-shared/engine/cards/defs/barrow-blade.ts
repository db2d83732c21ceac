/**
 * Barrow-blade: an MP card (1 item point), played at the site from the MP hand by the bearer of a Dagger of Westernesse
 * (playMpCard taps him; the card then lies with him, worth its point there), or from the Play hand as the engine also lets it.
 * "Dagger receives +1 prowess": the Dagger's bonus is raised, to the Dagger's own maximum ("+1 to prowess to a maximum of 8"),
 * when it is the weapon he uses (the best one). "With the Dagger": when the Dagger leaves him (transferred), the blade goes to
 * the character at his site who now bears a Dagger without a blade, else it is discarded. "Cannot be duplicated on a given
 * Dagger": one blade per character (a character strikes with one weapon).
 */
import { cardOf, nameKey, raceMatches, removeFrom, toDiscard, type CardDef, type GameState } from '../cardApi';
import { atEnteredSite } from '../vocab/resourcePlay';
import { raisedWeapon } from '../vocab/gear';
import { placeWithPlayer } from '../vocab/storing';

const name = 'Barrow-blade';
const DAGGER = nameKey('Dagger of Westernesse');
const BLADE = nameKey(name);

const daggers = (s: GameState, ch: number) => (s.chars[ch]?.items ?? []).filter((i) => cardOf(s, i).key === DAGGER).length;
const blades = (s: GameState, ch: number, except: number) => (s.chars[ch]?.hazards ?? []).filter((i) => i !== except && cardOf(s, i).key === BLADE).length;

const def: CardDef = {
  name,
  alignment: ['Hero'],
  text: 'Tap the bearer of a Dagger of Westernesse during the site phase at a Ruins & Lairs [{R}] and play this with the Dagger. Dagger receives +1 prowess (+3 versus Undead and Nazgûl). Cannot be duplicated on a given Dagger.',
  // The untapped bearer is the cost's condition (tapTarget), checked as the card is declared.
  play: atEnteredSite([
    { is: 'siteType', types: ['R'] },
    { is: 'custom', label: 'the bearer of a Dagger of Westernesse without a Barrow-blade', test: (q) => q.target !== null && daggers(q.s, q.target) > 0 && blades(q.s, q.target, q.inst) === 0 },
  ], { costs: [{ pay: 'tapTarget' }] }),
  effects: [{ do: 'attach', to: 'target' }],
  static: [
    { on: 'scoresWithBearer' },
    raisedWeapon(DAGGER, (race) => (raceMatches(race, ['Undead', 'Nazgûl', 'Ringwraith']) ? 3 : 1)),
    {
      on: 'afterAction',
      run: (s, events, ctx, self) => {
        if (placeWithPlayer(s, events, ctx, self, name) !== null || self.bearer === null) return;
        const from = self.bearer;
        if (daggers(s, from) > 0) return;
        const site = s.companies.find((co) => co.chars.includes(from))?.site;
        const to = s.companies
          .filter((co) => co.site === site && co.owner === s.chars[from]?.owner)
          .flatMap((co) => co.chars)
          .find((ch) => daggers(s, ch) > 0 && blades(s, ch, self.inst) === 0);
        removeFrom(s.chars[from]?.hazards ?? [], self.inst);
        if (to === undefined) {
          toDiscard(s, self.inst, ctx);
          return;
        }
        s.chars[to]?.hazards.push(self.inst);
        ctx.events.push({ type: 'effect', effect: 'custom', label: `${name} goes with the Dagger to ${cardOf(s, to).name}`, card: s.cardOf[self.inst] });
      },
    },
  ],
};
export default def;
