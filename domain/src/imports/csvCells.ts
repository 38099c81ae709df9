/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first), unless it is
 * a plain signed number such as -5.00. Exports prefix such cells with a quote (papaparse's
 * escapeFormulae takes this pattern), so `=cmd|...` opens as text.
 */
export const formulaCellPattern = /^[=+\-@\t\r](?![0-9]+(?:\.[0-9]+)?$)/;
