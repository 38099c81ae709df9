import {
  statementAdvanceColumns,
  statementAdvanceRows,
  statementBalanceText,
  statementColumns,
  type StatementDocument,
  statementLifeColumns,
  statementLifeRows,
  statementPayoutText,
  statementReserveColumns,
  statementReserveRows,
  statementSubject,
  statementTable,
} from '@colophon/domain';
import PDFDocument from 'pdfkit';

const margin = 48;
const fontSize = 8.5;
const cellPadding = 3;

type Pdf = PDFKit.PDFDocument;

/** Column widths in points: the title takes what the figures leave. */
function columnWidths(pdf: Pdf, count: number, figureWidth: number): number[] {
  const usable = pdf.page.width - 2 * margin;
  return [usable - figureWidth * (count - 1), ...Array<number>(count - 1).fill(figureWidth)];
}

/** A table that continues on a new page (header repeated) when it runs out of room. */
function drawTable(pdf: Pdf, header: readonly string[], rows: readonly string[][], totals: string[] | null) {
  const widths = columnWidths(pdf, header.length, header.length > 6 ? 54 : 66);
  const drawRow = (cells: readonly string[], bold: boolean, shaded: boolean) => {
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(fontSize);
    const height =
      Math.max(...cells.map((cell, index) => pdf.heightOfString(cell, { width: widths[index]! - 2 * cellPadding }))) +
      2 * cellPadding;
    if (pdf.y + height > pdf.page.height - margin) {
      pdf.addPage();
      if (!shaded) drawRow(header, true, true);
    }
    const top = pdf.y;
    if (shaded)
      pdf
        .rect(margin, top, pdf.page.width - 2 * margin, height)
        .fill('#eeeeee')
        .fillColor('black');
    let x = margin;
    cells.forEach((cell, index) => {
      pdf.text(cell, x + cellPadding, top + cellPadding, {
        width: widths[index]! - 2 * cellPadding,
        align: index === 0 ? 'left' : 'right',
      });
      x += widths[index]!;
    });
    pdf
      .moveTo(margin, top + height)
      .lineTo(pdf.page.width - margin, top + height)
      .lineWidth(bold ? 0.8 : 0.3)
      .stroke('#999999');
    pdf.y = top + height;
    pdf.x = margin;
  };
  drawRow(header, true, true);
  for (const row of rows) drawRow(row, false, false);
  if (totals) drawRow(totals, true, false);
}

/**
 * The statement a publisher sends: letterhead, the creator's name and address, the period, one row
 * per title with the period's figures and the totals, the life figures, the balance carried and the
 * publisher's note. Made from the statement's stored figures only, so the same statement always
 * gives the same PDF (its dates are the statement's, never the moment it is rendered).
 */
export function renderStatementPdf(document: StatementDocument): Promise<Buffer> {
  const sent = new Date(`${document.sentDate}T00:00:00Z`);
  const pdf = new PDFDocument({
    size: 'LETTER',
    margin,
    info: {
      Title: statementSubject(document),
      Author: document.publisherName,
      Creator: 'Colophon',
      CreationDate: sent,
      ModDate: sent,
    },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const width = pdf.page.width - 2 * margin;
  pdf.font('Helvetica-Bold').fontSize(20).text(document.publisherName, { width });
  pdf.font('Helvetica').fontSize(11).fillColor('#555555').text('Royalty statement', { width });
  pdf.fillColor('black').moveDown(0.4);
  pdf
    .moveTo(margin, pdf.y)
    .lineTo(margin + width, pdf.y)
    .lineWidth(1)
    .stroke('#333333');
  pdf.moveDown(1);

  const blockTop = pdf.y;
  pdf
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(document.creatorName, margin, blockTop, { width: width / 2 });
  pdf.font('Helvetica').fontSize(10);
  for (const line of document.creatorAddress) pdf.text(line, { width: width / 2 });
  const leftBottom = pdf.y;
  pdf.text(`Period: ${document.period.start} to ${document.period.end}`, margin + width / 2, blockTop, {
    width: width / 2,
    align: 'right',
  });
  pdf.text(`Sent: ${document.sentDate}`, { width: width / 2, align: 'right' });
  pdf.y = Math.max(leftBottom, pdf.y);
  pdf.x = margin;
  pdf.moveDown(1.5);

  pdf.font('Helvetica-Bold').fontSize(11).text('This period', margin);
  pdf.moveDown(0.3);
  const { rows, totals } = statementTable(document);
  drawTable(pdf, statementColumns, rows, totals);
  pdf.moveDown(1.2);

  pdf.font('Helvetica-Bold').fontSize(11).text('Life to date', margin);
  pdf.moveDown(0.3);
  drawTable(pdf, statementLifeColumns, statementLifeRows(document), null);
  pdf.moveDown(1.2);

  const reserveRows = statementReserveRows(document);
  if (reserveRows.length > 0) {
    pdf.font('Helvetica-Bold').fontSize(11).text('Reserve against returns and advance recouped', margin);
    pdf.moveDown(0.3);
    drawTable(pdf, statementReserveColumns, reserveRows, null);
    pdf.moveDown(1.2);
  }
  const advanceRows = statementAdvanceRows(document);
  if (advanceRows.length > 0) {
    pdf.font('Helvetica-Bold').fontSize(11).text('Advances', margin);
    pdf.moveDown(0.3);
    drawTable(pdf, statementAdvanceColumns, advanceRows, null);
    pdf.moveDown(1.2);
  }

  pdf
    .font('Helvetica-Bold')
    .fontSize(12)
    .text(`Balance carried: ${statementBalanceText(document)}`, margin);
  const payout = statementPayoutText(document);
  if (payout) pdf.font('Helvetica').fontSize(11).text(payout, margin);
  if (document.pubNote.trim()) {
    pdf.moveDown(1);
    pdf.font('Helvetica-Bold').fontSize(10).text('Note from the publisher', margin);
    pdf.font('Helvetica').fontSize(10).text(document.pubNote.trim(), { width });
  }
  pdf.end();
  return done;
}
