/** Sites in scenarios: the companies that visit them, a Ringwraith player's kit for minion sites, the items offered there. */
import { deriveLocations } from '../../../src-shared/engine/cards/cardApi';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { minionKit, minionTurn, playing } from '../kit/templates';
import { faceEach, rollsOf } from './creatures';

export const HERO_COMPANY = ['Aragorn II', 'Ioreth', 'Bilbo'];
export const MINION_COMPANY = ['Tarcil', 'Eradan', 'Dorelas'];

/** Hero sites play with the kit as it comes (a Wizard active); minion sites with a Ringwraith player active on the same card data. */
export function kitFor(k: ScenarioKit, minion: boolean): ScenarioKit {
  return minion ? minionKit(k) : k;
}

/**
 * The company of `minion` or hero characters at `name` (entered, playing cards) and each of `items`
 * ([item, expected]) from the MP hand: offered to its first character exactly when expected, else
 * refused as not playable here.
 */
export function itemsOffered(k: ScenarioKit, name: string, minion: boolean, items: (readonly [itemName: string, ok: boolean, label: string])[]): void {
  const align = minion ? 'ringwraith' : 'wizard';
  const { id, chars } = k.company(0, minion ? MINION_COMPANY : HERO_COMPANY, name);
  playing(k, id, true);
  for (const [itemName, ok, label] of items) {
    const inst = k.mpHand(0, itemName);
    const card = k.card(itemName);
    k.s.catalog.mpLocations[align][card.id] = deriveLocations(k.s.catalog, align, card);
    const offered = k.legal(0).some((a) => a.type === 'playMpCard' && a.inst === inst && a.character === chars[0]);
    k.equal(offered, ok, `${label} playable`);
    if (!ok) k.equal(k.refused(0, { type: 'playMpCard', inst, character: chars[0] as number }).code, 'NOT_HERE', `${itemName} refusal`);
  }
}

/** A site whose `cls` items are limited to some (its definition's `itemsHere` effect): `allowed` is offered there, `refused` (same class) is not. */
export function limitedItems(name: string, minion: boolean, cls: string, words: string, allowed: string, refused: string): Scenario[] {
  return [
    {
      title: `at ${name}, ${allowed} is playable and ${refused} (also ${cls}) is not: ${words}`,
      run: (k0: ScenarioKit) => itemsOffered(kitFor(k0, minion), name, minion, [[allowed, true, allowed], [refused, false, refused]]),
    },
  ];
}

/**
 * Special: "Non-Nazgûl creatures played at this site attack normally, not as detainment": `creature` ("detainment against covert
 * and hero companies", playable at sites in the site's region) played at `site` against a covert company of Men (a Ringwraith
 * player's, staying there) wounds on a failed strike and a body check follows.
 */
export function attacksNormallyHere(site: string, creature: string): Scenario {
  return {
    title: `${site}: "Non-Nazgûl creatures played at this site attack normally, not as detainment": ${creature} wounds a covert company of Men here`,
    run: (k) => {
      minionTurn(k);
      const { chars } = faceEach(k, 1, 0, creature, ['Luitprand', 'Ostisen'], site, [1, 1, 1, 1], () => undefined);
      k.expect(chars.some((c) => k.s.status[c] === 'wounded' || !k.s.chars[c]), 'a character is wounded');
      k.expect(rollsOf(k, 'bodyCheck').length > 0, 'a body check');
    },
  };
}
