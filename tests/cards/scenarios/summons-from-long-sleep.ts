import type { Scenario } from '../kit/scenario';

const scenarios: Scenario[] = [
  {
    title: 'Summons from Long Sleep: played as a hazard; a Drake reserved (not against the hazard limit), then played from the reserve with +2 prowess; the card is discarded',
    run: (k) => {
      const { id } = k.company(0, ['Aragorn II', 'Legolas', 'Gimli'], 'Rivendell');
      k.keyTo(id, 'Marsh-drake');
      const summons = k.hand(1, 'Summons from Long Sleep');
      const drake = k.hand(1, 'Marsh-drake');
      const orcs = k.hand(1, 'Orc-watch');
      k.s.stack = [{ kind: 'mhSelect' }];
      k.act(0, { type: 'startCompanyMH', companyId: id });
      const mh = () => k.s.stack.find((x) => x.kind === 'mhHazards') as { played: number; limit: number };
      mh().limit = 4;
      k.play(1, summons);
      k.equal(k.where(summons), 'playArea', 'Summons from Long Sleep');
      k.equal(mh().played, 1, 'it counts against the hazard limit');
      k.expect(!k.canUse(1, summons, 0, orcs), 'Orc-watch is no Dragon or Drake');
      k.use(1, summons, 0, drake);
      k.equal(k.where(drake), 'playArea', 'Marsh-drake reserved, face up');
      k.equal(mh().played, 1, 'reserving does not count against the hazard limit');
      k.expect(!k.canUse(1, summons, 0, k.hand(1, 'Marsh-drake')), 'one reserved creature at a time');
      k.act(1, { type: 'playCreature', inst: drake });
      const attack = k.events.find((e) => e.type === 'attack');
      k.equal(attack?.prowess, (k.card('Marsh-drake', 1).prowess ?? 0) + 2, 'Marsh-drake attacks with +2 prowess');
      k.equal(mh().played, 2, 'the reserved creature counts against the hazard limit as played');
      k.equal(k.where(summons), 'discard', 'Summons from Long Sleep after the reserved creature attacks');
    },
  },
  {
    title: 'Summons from Long Sleep: a reserved creature is still keyed as from the hand (refused where it cannot be keyed); not by the resource player',
    run: (k) => {
      const { id } = k.company(0, ['Aragorn II', 'Legolas'], 'Rivendell');
      const summons = k.inPlay(1, 'Summons from Long Sleep');
      const drake = k.hand(1, 'Marsh-drake');
      k.phase('organization');
      k.expect(!k.canUse(0, summons, 0, drake), 'the resource player does not control it');
      k.movement(id, 'Bree', ['Arthedain']);
      k.use(1, summons, 0, drake);
      k.equal(k.refused(1, { type: 'playCreature', inst: drake }).code, 'NOT_KEYED', 'Marsh-drake on a company moving through Arthedain');
    },
  },
];
export default scenarios;
