import { bodyOf, directInfluence, prowessOf } from '../../../src-shared/engine/cards/cardApi';
import { companyInOrganization, expectCorruptionMod } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';

const scenarios: Scenario[] = [
  {
    title: 'on Elrond at Rivendell: +4 prowess, +2 body, +6 direct influence; 3 resources of the discard pile back into the play deck; a corruption check at -3; not twice a turn, not on Glorfindel II',
    run: (k) => {
      const { chars } = companyInOrganization(k, ['Elrond', 'Glorfindel II'], 'Rivendell');
      const [elrond, glorfindel] = chars as [number, number];
      k.deck(0, ['Dodge', 'Dodge', 'Dodge', 'Dodge', 'Dodge']);
      const z = k.s.sets.wizard;
      const discarded = ['Dodge', 'Concealment', 'Risky Blow', 'Orc-watch'].map((n) => k.spawn(n, 0));
      z?.discards.play.push(...discarded);
      const card = k.hand(0, 'Vilya');
      k.expect(!k.canPlay(0, card, glorfindel), 'Glorfindel II is not Elrond');
      const before = { prowess: prowessOf(k.s, elrond), body: bodyOf(k.s, elrond), di: directInfluence(k.s, elrond) };
      k.rig([6, 6]);
      k.play(0, card, elrond);
      k.equal(prowessOf(k.s, elrond), before.prowess + 4, 'prowess');
      k.equal(bodyOf(k.s, elrond), before.body + 2, 'body');
      k.equal(directInfluence(k.s, elrond), before.di + 6, 'direct influence');
      expectCorruptionMod(k, -3, { inst: elrond, what: 'Elrond checks' });
      k.equal(z?.decks.play.length, 8, '3 cards shuffled into the play deck');
      k.equal(z?.discards.play.filter((i) => i !== card).length, 1, 'the hazard stays in the discard pile');
      k.expect(!k.canPlay(0, k.hand(0, 'Vilya'), elrond), 'not duplicated on a given turn');
    },
  },
  {
    title: 'away from Rivendell: no cards from the discard pile',
    run: (k) => {
      const { chars } = companyInOrganization(k, ['Elrond'], 'Lórien');
      k.deck(0, ['Dodge', 'Dodge', 'Dodge', 'Dodge', 'Dodge']);
      const z = k.s.sets.wizard;
      z?.discards.play.push(k.spawn('Dodge', 0));
      k.rig([6, 6]);
      k.play(0, k.hand(0, 'Vilya'), chars[0] as number);
      k.equal(z?.decks.play.length, 5, 'the play deck is unchanged');
    },
  },
];
export default scenarios;
