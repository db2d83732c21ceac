/** The sleeve sheet as one self-contained, black-and-white HTML page (no scripts, no outside resources). */
import type { SheetLocation, SleeveSheet } from '../api/schemasSleeves';
import { escapeHtml as e, PAPER_CSS } from '../arda-io/printModel';

const CSS = `${PAPER_CSS}
  section { margin-bottom: 6mm; }
  section.regions, section.unpaired { break-before: page; page-break-before: always; }
  h2 { font-size: 14pt; margin: 0 0 2mm; border-bottom: 1px solid #000; }
  h3 { font-size: 11pt; margin: 3mm 0 1mm; }
  table { border-collapse: collapse; width: 100%; }
  td, th { padding: 0.6mm 1.5mm; text-align: left; vertical-align: top; border-bottom: 0.2mm solid #999; }
  th { font-size: 8.5pt; border-bottom: 0.4mm solid #000; }
  td.box { width: 6mm; font-size: 12pt; line-height: 1; }
  td.count { width: 10mm; text-align: right; }
  tr { break-inside: avoid; page-break-inside: avoid; }
  .empty { font-style: italic; }
  li.error::before { content: "Error: "; font-weight: bold; }
  li.warning::before { content: "Warning: "; }
`;

function mpList(location: SheetLocation): string {
  return location.mp
    .map((m) => `${m.count > 1 ? `${m.count}× ` : ''}${e(m.name)} (${e(m.set)})${m.proxies ? ` <i>${m.proxies} ${m.proxies === 1 ? 'proxy' : 'proxies'}</i>` : ''}`)
    .join('<br>');
}

function locationTable(locations: readonly SheetLocation[], withRegion: boolean): string {
  const head = `<tr><th></th><th>#</th><th>Location</th><th>Type</th>${withRegion ? '<th>Region</th>' : ''}<th>Sleeved with</th></tr>`;
  const rows = locations.map(
    (l) =>
      `<tr><td class="box">☐</td><td class="count">${l.sleeves}</td><td class="name">${e(l.name)} (${e(l.set)})</td><td class="type">${e(l.siteType ?? '')}</td>${
        withRegion ? `<td class="region">${e(l.region ?? '')}</td>` : ''
      }<td class="mp">${mpList(l)}</td></tr>`,
  );
  return `<table><thead>${head}</thead><tbody>\n${rows.join('\n')}\n</tbody></table>`;
}

export function renderSleeveSheetHtml(model: SleeveSheet): string {
  const t = model.totals;
  const byLocation = model.byLocation.length ? locationTable(model.byLocation, true) : '<p class="empty">No MP card is sleeved yet.</p>';
  const byRegion = model.byRegion
    .map((r) => `<h3>${e(r.region)} (${r.sleeves} ${r.sleeves === 1 ? 'sleeve' : 'sleeves'})</h3>\n${locationTable(r.locations, false)}`)
    .join('\n');
  const unpaired = model.unpaired.length
    ? `<table><thead><tr><th>#</th><th>MP card</th><th>Why</th></tr></thead><tbody>\n${model.unpaired
        .map((u) => `<tr><td class="count">${u.count}</td><td class="name">${e(u.name)} (${e(u.set)})</td><td>${e(u.message)}</td></tr>`)
        .join('\n')}\n</tbody></table>`
    : '<p>Every MP card is sleeved.</p>';
  const problems = model.problems.length
    ? `<ul>${model.problems.map((p) => `<li class="${p.severity}">${e(p.message)}</li>`).join('\n')}</ul>`
    : '<p>No sleeve problems.</p>';
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>${e(model.title)} – sleeves</title>
<style>${CSS}</style></head>
<body>
<header class="set"><h1>${e(model.title)}: sleeves</h1>
<p>${e(model.profileLabel)} · ${e(model.date)}</p>
<p>${t.paired} of ${t.mpCopies} MP cards sleeved with ${t.locations} ${t.locations === 1 ? 'location' : 'locations'} · ${t.unpaired} not sleeved</p></header>
<section class="locations"><h2>By location</h2>
${byLocation}
</section>
<section class="regions"><h2>By region</h2>
${byRegion || '<p class="empty">No MP card is sleeved yet.</p>'}
</section>
<section class="unpaired"><h2>Not sleeved</h2>
${unpaired}
<h2>Sleeve problems</h2>
${problems}
</section>
</body></html>
`;
}
