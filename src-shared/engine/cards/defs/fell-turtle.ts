import { company, type CardDef } from '../cardApi';

/** A successful strike: the character is wounded (or eliminated by the body check), or tapped by it without a wound (coe-rules §3.iv). */
const SUCCESSFUL = ['wounded', 'eliminated', 'detained', 'notWounded'];

// "Must return to its site of origin": the company's movement is undone at once (its new site dropped), as Seized by Terror's company returns.
const def: CardDef = {
  name: 'Fell Turtle',
  text: 'Animals. One strike. If any strike is successful, the defending company must return to its site of origin (defending characters are wounded normally).',
  static: [
    {
      on: 'creature', after: 'strikeOutcome',
      run: (s, companyId, outcome, ctx) => {
        const co = company(s, companyId);
        if (!co?.dest || !SUCCESSFUL.includes(outcome)) return;
        co.dest = null;
        ctx.events.push({ type: 'effect', effect: 'custom', label: 'Fell Turtle: the company returns to its site of origin', companyId });
      },
    },
  ],
};
export default def;
