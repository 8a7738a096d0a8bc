// Writes an Edax 4.6 evaluation file whose weights are all zero (`node zero-eval.mjs eval.dat`):
// the endgame comparison then measures Edax's exact search with no help from its trained
// evaluation, as ours has none. Layout (from Edax's eval.c): the magic words "EDAX" and "EVAL",
// version, release and build (32-bit each), a date (a double), then 61 plies of 114,364 16-bit weights.
import { writeFileSync } from 'node:fs';

const file = process.argv[2] ?? 'eval.dat';
const PLIES = 61;
const WEIGHTS = 114364;
const header = Buffer.alloc(28);
header.writeUInt32LE(0x45444158, 0); // EDAX
header.writeUInt32LE(0x4556414c, 4); // EVAL
header.writeUInt32LE(4, 8);
header.writeUInt32LE(6, 12);
header.writeUInt32LE(0, 16);
header.writeDoubleLE(0, 20);
writeFileSync(file, Buffer.concat([header, Buffer.alloc(PLIES * WEIGHTS * 2)]));
console.log(`${file}: zero weights, ${28 + PLIES * WEIGHTS * 2} bytes`);
