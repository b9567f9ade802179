import { fitOnPage } from './page-fit.js';

/**
 * A one-page A4 PDF of the rendered report. jsPDF and html-to-image are loaded here, on the first
 * click, never with the page. The report is rasterised exactly as the browser drew it, so every
 * script comes out right without embedding fonts in the PDF.
 */
export async function reportToPdf(report: HTMLElement, title: string): Promise<Blob> {
  const [{ jsPDF }, { toPng }] = await Promise.all([import('jspdf'), import('html-to-image')]);
  await document.fonts?.ready;
  const width = report.offsetWidth;
  const height = report.offsetHeight;
  const image = await toPng(report, { pixelRatio: 2, backgroundColor: '#ffffff', width, height });
  const pdf = new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4', compress: true });
  const place = fitOnPage({ width, height });
  pdf.setProperties({ title, creator: 'Lifewheel' });
  pdf.addImage(image, 'PNG', place.x, place.y, place.width, place.height, undefined, 'FAST');
  return pdf.output('blob');
}
