/**
 * Mass transfer files (spec 02 §4 "Mass transfer (two steps)", §7 "Mass transfer"; issue 15 item 1): the columns of
 * each method, reading CSV or pasted text, and checking every row with the rules the single transfers use, before
 * anything is sent. The portal and the sandbox run the same checks, so a row the page accepts is a row the sandbox
 * accepts. The spec shows no field rules for the file (spec 02 §5): the columns and limits are ours.
 */
export * from './mass-columns';
export * from './mass-parse';
export * from './mass-check';
export * from './mass-write';
