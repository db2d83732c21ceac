/**
 * Draws a set's print model as a PDF without a browser (the CLI has no Electron): A4, black
 * and white, the set's name, profile, players and date on the first page, one section per
 * deck starting on a new page with its cards grouped by type (a packing checkbox, count,
 * name, set, MP, proxies), then the totals and open problems. The app itself prints the
 * same model through renderPrintHtml and printToPDF.
 *
 * pdf-lib's standard fonts (Helvetica) encode WinAnsi only: other characters are written
 * without their accents, or as "?" when there is no plain form.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { PrintModel } from '../../src-shared/api/schemasArda';
import type { SheetLocation, SleeveSheet } from '../../src-shared/api/schemasSleeves';

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = { left: 42, right: 42, top: 48, bottom: 54 };
const LINE = 13;
const BLACK = rgb(0, 0, 0);
const GREY = rgb(0.45, 0.45, 0.45);

const REPLACEMENTS: Record<string, string> = { '≥': '>=', '≤': '<=', '☐': '[ ]', '−': '-', '→': '->' };

export async function renderPrintPdf(model: PrintModel): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${model.title} — Arda deck lists`);
  doc.setSubject(`${model.profileLabel}, ${model.players} players, ${model.date}`);
  doc.setCreator('Arda Curator');
  doc.setProducer('Arda Curator (pdf-lib)');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const writer = new Writer(doc, regular, bold);

  writer.newPage();
  writer.text(model.title, { size: 20, font: bold });
  writer.text(`${model.profileLabel} (${model.profileId})  ·  ${model.players} players  ·  ${model.date}`, { size: 11 });
  const filled = model.decks.filter((d) => d.total > 0).length;
  writer.text(
    `${model.totals.cards} cards in ${filled} decks (${model.totals.proxies} proxies)  ·  ${model.problems.errors} errors, ${model.problems.warnings} warnings`,
    { size: 10, color: GREY },
  );
  writer.rule(1.5);
  writer.gap(6);
  for (const deck of model.decks) {
    writer.text(`${deck.label}: ${deck.total} cards${deck.target ? ` (target ${deck.target})` : ''}`, { size: 10 });
  }

  for (const deck of model.decks) {
    writer.newPage();
    const heading = `${deck.label}  (${deck.total} cards${deck.proxies ? `, ${deck.proxies} proxies` : ''}${deck.target ? `; target ${deck.target}` : ''})`;
    writer.text(heading, { size: 15, font: bold });
    writer.rule(1);
    if (deck.groups.length === 0) writer.text('This deck is empty.', { size: 10, color: GREY });
    for (const group of deck.groups) {
      writer.ensure(LINE * 3, () => writer.text(`${deck.label} (continued)`, { size: 11, font: bold }));
      writer.gap(4);
      writer.text(`${group.type} (${group.total})`, { size: 12, font: bold });
      for (const line of group.lines) {
        writer.ensure(line.sleevePartner === null ? LINE : LINE * 2, () => writer.text(`${deck.label} (continued)`, { size: 11, font: bold }));
        writer.cardLine(line.count, line.name, line.set, line.mp, line.proxies, line.sleevePartner);
      }
    }
  }

  writer.newPage();
  writer.text('Totals and open problems', { size: 15, font: bold });
  writer.rule(1);
  const t = model.totals;
  writer.text(`${t.cards} cards: ${t.copies} owned copies and ${t.proxies} proxies; ${t.distinct} different cards.`, { size: 10 });
  writer.text(`${model.problems.errors} errors, ${model.problems.warnings} warnings.`, { size: 10 });
  writer.gap(4);
  if (model.problems.messages.length === 0) writer.text('No open problems.', { size: 10 });
  for (const m of model.problems.messages) writer.paragraph(`${m.severity === 'error' ? 'Error' : 'Warning'}: ${m.message}`, 9.5);
  if (model.problems.more > 0) writer.text(`…and ${model.problems.more} more.`, { size: 9.5, color: GREY });

  writer.footers(`${model.title} · ${model.date}`);
  return doc.save();
}

/**
 * The sleeve sheet as a PDF, like the deck lists: every location in use with the MP cards
 * sleeved with it (a packing checkbox per location), sorted by location name; then the
 * same by region; then the MP cards left unsleeved and the sleeve problems.
 */
export async function renderSleeveSheetPdf(model: SleeveSheet): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${model.title} — Arda sleeves`);
  doc.setSubject(`${model.profileLabel}, ${model.date}`);
  doc.setCreator('Arda Curator');
  doc.setProducer('Arda Curator (pdf-lib)');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const writer = new Writer(doc, regular, bold);
  const t = model.totals;

  writer.newPage();
  writer.text(`${model.title}: sleeves`, { size: 20, font: bold });
  writer.text(`${model.profileLabel}  ·  ${model.date}`, { size: 11 });
  writer.text(`${t.paired} of ${t.mpCopies} MP cards sleeved with ${t.locations} ${t.locations === 1 ? 'location' : 'locations'}  ·  ${t.unpaired} not sleeved`, {
    size: 10,
    color: GREY,
  });
  writer.rule(1.5);

  const location = (l: SheetLocation, withRegion: boolean, heading: string) => {
    writer.ensure(LINE * (1 + Math.min(l.mp.length, 3)), () => writer.text(heading, { size: 11, font: bold }));
    const kind = [l.siteType, withRegion ? l.region : null].filter((x): x is string => x !== null).join(', ');
    writer.cardLine(l.sleeves, `${l.name}${kind ? `  (${kind})` : ''}`, l.set, null, 0);
    for (const m of l.mp) {
      writer.ensure(LINE, () => writer.text(heading, { size: 11, font: bold }));
      writer.detail(`${m.count}× ${m.name} (${m.set})${m.proxies ? `, ${m.proxies} ${m.proxies === 1 ? 'proxy' : 'proxies'}` : ''}`);
    }
  };

  writer.gap(4);
  writer.text('By location', { size: 15, font: bold });
  if (model.byLocation.length === 0) writer.text('No MP card is sleeved yet.', { size: 10, color: GREY });
  for (const l of model.byLocation) location(l, true, 'By location (continued)');

  writer.newPage();
  writer.text('By region', { size: 15, font: bold });
  writer.rule(1);
  if (model.byRegion.length === 0) writer.text('No MP card is sleeved yet.', { size: 10, color: GREY });
  for (const r of model.byRegion) {
    writer.ensure(LINE * 3, () => writer.text('By region (continued)', { size: 11, font: bold }));
    writer.gap(4);
    writer.text(`${r.region} (${r.sleeves} ${r.sleeves === 1 ? 'sleeve' : 'sleeves'})`, { size: 12, font: bold });
    for (const l of r.locations) location(l, false, `${r.region} (continued)`);
  }

  writer.newPage();
  writer.text('Not sleeved', { size: 15, font: bold });
  writer.rule(1);
  if (model.unpaired.length === 0) writer.text('Every MP card is sleeved.', { size: 10 });
  for (const u of model.unpaired) {
    writer.ensure(LINE * 2, () => writer.text('Not sleeved (continued)', { size: 11, font: bold }));
    writer.cardLine(u.count, u.name, u.set, null, 0);
    writer.detail(u.message);
  }
  writer.gap(8);
  writer.text('Sleeve problems', { size: 13, font: bold });
  if (model.problems.length === 0) writer.text('No sleeve problems.', { size: 10 });
  for (const p of model.problems) writer.paragraph(`${p.severity === 'error' ? 'Error' : 'Warning'}: ${p.message}`, 9.5);

  writer.footers(`${model.title} · sleeves · ${model.date}`);
  return doc.save();
}

class Writer {
  private page: PDFPage | null = null;
  private y = 0;
  private readonly pages: PDFPage[] = [];
  private readonly charset: Set<number>;

  constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.charset = new Set(regular.getCharacterSet());
  }

  newPage(): void {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.pages.push(this.page);
    this.y = PAGE.height - MARGIN.top;
  }

  private current(): PDFPage {
    if (!this.page) this.newPage();
    return this.page as PDFPage;
  }

  /** Starts a new page (with a continuation heading) when less than `space` is left. */
  ensure(space: number, onNewPage: () => void): void {
    if (this.y - space < MARGIN.bottom) {
      this.newPage();
      onNewPage();
    }
  }

  gap(points: number): void {
    this.y -= points;
  }

  /** Text the standard fonts can encode. */
  clean(text: string): string {
    let out = '';
    for (const ch of text) {
      const code = ch.codePointAt(0) ?? 63;
      if (this.charset.has(code)) out += ch;
      else if (REPLACEMENTS[ch]) out += REPLACEMENTS[ch];
      else {
        const plain = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
        out += [...plain].every((c) => this.charset.has(c.codePointAt(0) ?? 63)) && plain !== '' ? plain : '?';
      }
    }
    return out;
  }

  private fit(text: string, font: PDFFont, size: number, width: number): string {
    let fitted = this.clean(text);
    if (font.widthOfTextAtSize(fitted, size) <= width) return fitted;
    while (fitted.length > 1 && font.widthOfTextAtSize(`${fitted}…`, size) > width) fitted = fitted.slice(0, -1);
    return `${fitted.trimEnd()}…`;
  }

  text(text: string, { size, font = this.regular, color = BLACK }: { size: number; font?: PDFFont; color?: ReturnType<typeof rgb> }): void {
    const page = this.current();
    this.y -= size * 1.3;
    page.drawText(this.fit(text, font, size, PAGE.width - MARGIN.left - MARGIN.right), { x: MARGIN.left, y: this.y, size, font, color });
  }

  /** Wrapped text over several lines. */
  paragraph(text: string, size: number): void {
    const width = PAGE.width - MARGIN.left - MARGIN.right - 10;
    const words = this.clean(text).split(/\s+/);
    let line = '';
    const flush = () => {
      if (line === '') return;
      this.ensure(size * 1.3, () => undefined);
      this.y -= size * 1.3;
      this.current().drawText(line, { x: MARGIN.left, y: this.y, size, font: this.regular, color: BLACK });
      line = '';
    };
    for (const word of words) {
      const next = line === '' ? word : `${line} ${word}`;
      if (this.regular.widthOfTextAtSize(next, size) > width && line !== '') {
        flush();
        line = word;
      } else line = next;
    }
    flush();
    this.y -= 3;
  }

  rule(thickness: number): void {
    const page = this.current();
    this.y -= 4;
    page.drawLine({ start: { x: MARGIN.left, y: this.y }, end: { x: PAGE.width - MARGIN.right, y: this.y }, thickness, color: BLACK });
    this.y -= 4;
  }

  /** ☐  count  name  set  MP  proxies; an MP card's sleeve partner goes on a second, grey line. */
  cardLine(count: number, name: string, set: string, mp: string | null, proxies: number, partner: string | null = null): void {
    const page = this.current();
    this.y -= LINE;
    const size = 9.5;
    const x = MARGIN.left;
    page.drawRectangle({ x: x + 2, y: this.y - 1, width: 8, height: 8, borderColor: BLACK, borderWidth: 0.7 });
    const countText = String(count);
    page.drawText(countText, { x: x + 36 - this.regular.widthOfTextAtSize(countText, size), y: this.y, size, font: this.bold });
    page.drawText(this.fit(name, this.regular, size, 300), { x: x + 44, y: this.y, size, font: this.regular });
    page.drawText(this.clean(set), { x: x + 352, y: this.y, size, font: this.regular });
    if (mp !== null) page.drawText(`${this.clean(mp)} MP`, { x: x + 392, y: this.y, size, font: this.regular });
    if (proxies > 0) page.drawText(`${proxies} ${proxies === 1 ? 'proxy' : 'proxies'}`, { x: x + 440, y: this.y, size, font: this.regular, color: GREY });
    if (partner !== null) {
      this.y -= LINE - 2;
      const width = PAGE.width - MARGIN.right - x - 54;
      page.drawText(this.fit(`sleeved with: ${partner}`, this.regular, 8.5, width), { x: x + 54, y: this.y, size: 8.5, font: this.regular, color: GREY });
    }
    page.drawLine({
      start: { x: x + 44, y: this.y - 3 },
      end: { x: PAGE.width - MARGIN.right, y: this.y - 3 },
      thickness: 0.2,
      color: GREY,
    });
  }

  /** An indented grey line under a card line. */
  detail(text: string): void {
    this.y -= LINE - 2;
    const x = MARGIN.left + 54;
    this.current().drawText(this.fit(text, this.regular, 8.5, PAGE.width - MARGIN.right - x), { x, y: this.y, size: 8.5, font: this.regular, color: GREY });
  }

  footers(label: string): void {
    const total = this.pages.length;
    this.pages.forEach((page, i) => {
      const text = this.fit(`${label}  ·  page ${i + 1} of ${total}`, this.regular, 8, PAGE.width - MARGIN.left - MARGIN.right);
      page.drawText(text, { x: MARGIN.left, y: MARGIN.bottom / 2, size: 8, font: this.regular, color: GREY });
    });
  }
}
