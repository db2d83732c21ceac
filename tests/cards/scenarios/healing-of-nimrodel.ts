import { statusOf } from '../../../src-shared/engine/cards/cardApi';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';

const name = 'Healing of Nimrodel';
const PATH = ['Hollin', 'Redhorn Gate', 'Wold & Foothills'];

/** Aragorn II, Gimli (wounded) and Legolas (tapped) at `from`, moving to `to`, seat 0's organization phase; the card played on Aragorn. */
function played(k: ScenarioKit, to: string, from = 'Rivendell') {
  const { id, chars } = k.company(0, ['Aragorn II', 'Gimli', 'Legolas'], from);
  const [aragorn, gimli, legolas] = chars as [number, number, number];
  k.setStatus(gimli, 'wounded');
  k.setStatus(legolas, 'tapped');
  k.phase('organization');
  k.companyById(id).dest = { site: k.siteId(to), regions: [] };
  const card = k.hand(0, name);
  return { id, aragorn, gimli, legolas, card };
}

const scenarios: Scenario[] = [
  {
    title: 'Rivendell to Lórien: "at the end of the movement/hazard phase all wounded characters in the company heal (from wounded to untapped) and all tapped characters untap"',
    run: (k) => {
      const { id, aragorn, gimli, legolas, card } = played(k, 'Lórien');
      k.play(0, card, aragorn);
      k.deck(0, Array.from({ length: 12 }, () => 'Dodge'));
      k.movement(id, 'Lórien', PATH);
      k.equal(statusOf(k.s, gimli), 'wounded', 'Gimli before the end of the phase');
      k.act(1, { type: 'passHazards' });
      k.equal(statusOf(k.s, gimli), 'untapped', 'Gimli healed');
      k.equal(statusOf(k.s, legolas), 'untapped', 'Legolas untapped');
      k.equal(k.where(card), 'discard', name);
    },
  },
  {
    title: '"If the company moves to another Haven": Rivendell to Moria, nobody heals',
    run: (k) => {
      const { id, aragorn, gimli, card } = played(k, 'Moria');
      k.play(0, card, aragorn);
      k.deck(0, Array.from({ length: 12 }, () => 'Dodge'));
      k.movement(id, 'Moria', ['Hollin']);
      k.act(1, { type: 'passHazards' });
      k.equal(statusOf(k.s, gimli), 'wounded', 'Gimli');
      k.equal(k.where(card), 'discard', name);
    },
  },
  {
    title: '"on a moving company whose site of origin is a Haven": not on a company staying at Rivendell, nor on one moving from Moria, nor on the other player’s moving from Minas Morgul',
    run: (k) => {
      const { id, aragorn, card } = played(k, 'Rivendell', 'Moria');
      const other = k.company(1, ['Gorbag'], 'Minas Morgul');
      k.companyById(other.id).dest = { site: k.siteId('Dol Guldur', 1), regions: [] };
      k.expect(!k.canPlay(0, card, other.chars[0]), 'Gorbag is the other player’s');
      k.expect(!k.canPlay(0, card, aragorn), 'Moria is no Haven');
      k.companyById(id).site = k.siteId('Rivendell');
      k.companyById(id).dest = null;
      k.expect(!k.canPlay(0, card, aragorn), 'the company is not moving');
    },
  },
  {
    title: 'the company does not move after all: the card is gone at the end of the turn',
    run: (k) => {
      const { id, aragorn, card } = played(k, 'Lórien');
      k.play(0, card, aragorn);
      k.equal(k.where(card), 'character', 'kept until the company’s movement');
      k.companyById(id).dest = null;
      k.toNextTurn(0);
      k.equal(k.where(card), 'discard', name);
    },
  },
];
export default scenarios;
