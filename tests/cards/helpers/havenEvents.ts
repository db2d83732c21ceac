/** Resource events "Playable on an untapped <race> at a Haven [{H}]. Tap the <race>." (Gift of Comprehension, Lore of the Ages). */
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';

/** `who` and `companion` at Rivendell in the organization phase; `name` is played on `who`, who taps; the card stays with him. */
export function playedAtHaven(k: ScenarioKit, name: string, who: string, companion: string): { id: string; ch: number; other: number; card: number } {
  const { id, chars } = k.company(0, [who, companion], 'Rivendell');
  const [ch, other] = chars as [number, number];
  k.phase('organization');
  const card = k.hand(0, name);
  k.play(0, card, ch);
  k.equal(k.where(card), 'character', name);
  k.equal(k.s.status[ch], 'tapped', `${who} taps`);
  return { id, ch, other, card };
}

/** Not on `notRace` (at Rivendell), nor on `who` away from a Haven (Weathertop), nor on `who` tapped at Rivendell. */
export function refusedAwayFromHaven(name: string, who: string, notRace: string, race: string): Scenario {
  return {
    title: `not on a non-${race} (${notRace}), nor away from a Haven (Weathertop), nor on a tapped ${race}`,
    run: (k) => {
      const { chars } = k.company(0, [who, notRace], 'Rivendell');
      const far = k.company(0, [who === 'Legolas' ? 'Glorfindel II' : 'Beregond'], 'Weathertop');
      k.phase('organization');
      const card = k.hand(0, name);
      k.expect(!k.canPlay(0, card, chars[1] as number), `${notRace} is no ${race}`);
      k.expect(!k.canPlay(0, card, far.chars[0] as number), 'at Weathertop');
      k.expect(k.canPlay(0, card, chars[0] as number), `${who} at Rivendell`);
      k.setStatus(chars[0] as number, 'tapped');
      k.expect(!k.canPlay(0, card, chars[0] as number), `${who} is tapped`);
    },
  };
}
