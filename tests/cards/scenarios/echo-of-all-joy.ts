import type { Scenario } from '../kit/scenario';

const name = 'Echo of all Joy';

const scenarios: Scenario[] = [
  {
    // "The long-event is not discarded as normal during a long-event phase."
    title: 'played on Enduring Tales: the long-event phase discards Cloudless Day but not Enduring Tales',
    run: (k) => {
      k.company(0, ['Aragorn II'], 'Rivendell');
      k.phase('organization');
      const tales = k.inPlay(0, 'Enduring Tales');
      const skies = k.inPlay(0, 'Cloudless Day');
      const card = k.hand(0, name);
      k.play(0, card, tales);
      k.equal(k.where(card), 'playArea', name);
      k.act(0, { type: 'endPhase' });
      k.equal(k.top()?.kind, 'longEvent', 'the long-event phase');
      k.equal(k.where(skies), 'discard', 'Cloudless Day');
      k.equal(k.where(tales), 'playArea', 'Enduring Tales stays');
    },
  },
  {
    // "Discard Echo of All Joy and target long-event when any play deck is exhausted or when Doors of Night comes into play."
    title: 'both are discarded when Doors of Night comes into play, and when a play deck is exhausted',
    run: (k) => {
      k.company(0, ['Aragorn II'], 'Rivendell');
      k.phase('organization');
      const tales = k.inPlay(0, 'Enduring Tales');
      const card = k.hand(0, name);
      k.play(0, card, tales);
      k.inPlay(1, 'Doors of Night');
      k.act(0, { type: 'endPhase' });
      k.equal(k.where(card), 'discard', name);
      k.equal(k.where(tales), 'discard', 'Enduring Tales');
      k.phase('organization');
      const skies = k.inPlay(0, 'Cloudless Day');
      const other = k.hand(0, name);
      k.s.players[1]!.playArea = [];
      k.play(0, other, skies);
      k.deck(0, ['Dodge']);
      k.s.sets.wizard?.discards.play.push(k.spawn('Dodge', 0));
      k.act(0, { type: 'manual', op: { kind: 'draw', count: 1 } });
      k.equal(k.where(other), 'playArea', 'while the deck lasts');
      k.act(0, { type: 'manual', op: { kind: 'draw', count: 1 } });
      k.equal(k.where(other), 'discard', `${name} once the deck is exhausted`);
      k.equal(k.where(skies), 'discard', 'Cloudless Day with it');
    },
  },
  {
    title: 'not while Doors of Night is in play; not on a hazard long-event (Morgul Night) nor a permanent-event (Gates of Morning); gone with its long-event',
    run: (k) => {
      k.company(0, ['Aragorn II'], 'Rivendell');
      k.phase('organization');
      const tales = k.inPlay(0, 'Enduring Tales');
      const night = k.inPlay(1, 'Morgul Night');
      const gates = k.inPlay(0, 'Gates of Morning');
      const card = k.hand(0, name);
      k.expect(!k.canPlay(0, card, night), 'a hazard long-event');
      k.expect(!k.canPlay(0, card, gates), 'a permanent-event');
      const doors = k.inPlay(1, 'Doors of Night');
      k.expect(!k.canPlay(0, card, tales), 'Doors of Night is in play');
      k.s.players[1]!.playArea = k.s.players[1]!.playArea.filter((i) => i !== doors);
      k.play(0, card, tales);
      k.act(0, { type: 'manual', op: { kind: 'discard', inst: tales } });
      k.equal(k.where(card), 'discard', `${name} leaves with Enduring Tales`);
    },
  },
];
export default scenarios;
