/** Scenarios: test code that plays a card on a real position built from the card data and checks the outcome. */
import type { CardDef } from '../../../src-shared/engine/effects/types';
import type { ScenarioKit } from './kit';

/** A scenario: builds a position from real card data, plays the card, checks what happened. Throws on failure. */
export interface Scenario {
  title: string;
  run: (kit: ScenarioKit) => void;
}

/** The scenarios of a factory-made definition, from the definition and the factory's arguments (CardDef.template). */
export type TemplateFn = (def: CardDef, ...args: never[]) => Scenario[];
