import { characterAt } from '../vocab/characterAt';

// Arda Revised: "play one character (at home site or any Haven)" from the face-up roving characters; the card adds its site for one
// more, beyond that one. "A non-Wizard character": the roving characters (the Wizard comes from the Avatar deck, playAvatar).
export default characterAt(
  'A Chance Meeting',
  'A non-Wizard character (even a Hobbit) may be brought into play with direct influence at any Free-hold [{F}], Border-hold [{B}], or Ruins & Lairs [{R}]. This does not count against the one character per turn limit. May be played on your turn during any phase the company is at a site.',
  { alignment: 'Hero', types: ['F', 'B', 'R'], direct: true, roving: ['Anborn', 'Beregond'] },
);
