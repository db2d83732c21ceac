/** Sleeve printing: the sleeve sheet (model and HTML) and the MP deck's "sleeved with" column. */
export { buildSleeveSheet, NO_REGION, type SheetCopy, type SleeveSheetInput } from './sheet';
export { renderSleeveSheetHtml } from './html';
export { sleevePartnerText, withSleevePartners } from './partner';
