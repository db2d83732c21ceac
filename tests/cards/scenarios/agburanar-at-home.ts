import type { Scenario } from '../kit/scenario';
import type { ScenarioKit } from '../kit/kit';

const name = 'Agburanar at Home';

/** A company of three where Agburanar can be keyed, its movement/hazard phase begun with the hazard limit reached. */
function limitReached(k: ScenarioKit, withCard: boolean): { played: () => number } {
  const { id } = k.company(0, ['Aragorn II', 'Gimli', 'Legolas'], 'Rivendell');
  k.keyTo(id, 'Agburanar');
  if (withCard) k.inPlay(1, name);
  k.s.stack = [{ kind: 'mhSelect' }];
  k.act(0, { type: 'startCompanyMH', companyId: id });
  k.hazardDrawsMax();
  const step = k.top();
  if (step?.kind !== 'mhHazards') throw new Error('no movement/hazard phase');
  step.played = step.limit;
  return { played: () => step.played };
}

const scenarios: Scenario[] = [
  {
    title: '"one unique Dragon manifestation played against each company does not count against the hazard limit": Agburanar is played with the limit reached; then neither Smaug (a second) nor Cave-drake (not unique)',
    run: (k) => {
      const { played } = limitReached(k, true);
      const before = played();
      k.act(1, { type: 'playCreature', inst: k.hand(1, 'Agburanar') });
      k.equal(played(), before, 'hazards counted against the limit');
      k.expect(k.allEvents.some((e) => e.type === 'attack'), 'Agburanar attacks');
      k.s.stack = k.s.stack.filter((x) => x.kind !== 'combat' && x.kind !== 'chain');
      k.equal(k.refused(1, { type: 'playCreature', inst: k.hand(1, 'Smaug') }).code, 'HAZARD_LIMIT', 'a second unique Dragon');
    },
  },
  {
    title: 'a non-unique Dragon (Cave-drake) counts as usual: refused once the hazard limit is reached',
    run: (k) => {
      limitReached(k, true);
      k.equal(k.refused(1, { type: 'playCreature', inst: k.hand(1, 'Cave-drake') }).code, 'HAZARD_LIMIT', 'Cave-drake');
    },
  },
  {
    title: 'without Agburanar at Home in play, Agburanar is refused once the hazard limit is reached',
    run: (k) => {
      limitReached(k, false);
      k.equal(k.refused(1, { type: 'playCreature', inst: k.hand(1, 'Agburanar') }).code, 'HAZARD_LIMIT', 'Agburanar');
    },
  },
];
export default scenarios;
